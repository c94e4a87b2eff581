// The channel calls of the two journeys (spec 1 §7, spec 2 §7): per country, the channels open for buying and for
// selling, in the display order of spec 1 §9, and only those an agent of the book serves.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import type { CountryChannels } from "../../schema/catalog.ts"
import { api, serverForThisFile } from "../support/server.ts"

const server = serverForThisFile()

const channelsOf = async (product: "onramp" | "offramp", countryIsoCode: string) => {
  const answer = await api(server, `/api/public/pay-widget/${product}/payment-channels?sourceParam=test`)
  expect(answer.status).toBe(200)
  const countries = (await answer.json()) as Array<CountryChannels>
  return countries.find((c) => c.countryIsoCode === countryIsoCode)?.paymentChannels.map((c) => c.paymentChannel)
}

const sql = (run: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, run))

// The seeded book (server/seed/countries.ts, server/seed/agents.ts): in Ghana and Uganda banks only pay out, in
// Kenya paybill and buy goods only pay out, and Ugandan airtime is bought but never paid out.
describe("the channels of the seeded book", () => {
  it("lists Ghana's and Uganda's buying channels without the sell-only bank", async () => {
    expect(await channelsOf("onramp", "GH")).toEqual(["mobile_money", "airtime"])
    expect(await channelsOf("offramp", "GH")).toEqual(["bank", "mobile_money", "airtime"])
    expect(await channelsOf("onramp", "UG")).toEqual(["mobile_money", "airtime"])
    expect(await channelsOf("offramp", "UG")).toEqual(["bank", "mobile_money"])
  })

  it("lists Kenya's buying channels without paybill and buy goods, and its selling channels with them", async () => {
    expect(await channelsOf("onramp", "KE")).toEqual(["bank", "mobile_money", "airtime"])
    expect(await channelsOf("offramp", "KE")).toEqual(["bank", "mobile_money", "paybill", "buy_goods", "airtime"])
  })
})

describe("a channel no agent serves", () => {
  it("is not offered for buying, nor for selling", async () => {
    await sql((q) => q`DELETE FROM agent_offers WHERE country_iso_code = 'KE' AND payment_channel = 'airtime'`)
    await sql((q) => q`DELETE FROM offramp_offers WHERE country_iso_code = 'KE' AND payment_channel = 'paybill'`)
    expect(await channelsOf("onramp", "KE")).toEqual(["bank", "mobile_money"])
    expect(await channelsOf("offramp", "KE")).toEqual(["bank", "mobile_money", "buy_goods", "airtime"])
  })
})
