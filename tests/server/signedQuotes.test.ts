// Quotes the server does not store (issue 18): best-offer writes nothing, and an order still spends a quote only as
// it was given, once, before it expires; any other quote id is answered as the spec answers an expired or unknown
// offer (409 QuoteExpired, "The offer has expired. Review the new offer and try again.").
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { bestOffer, createOrder, quoteId } from "../support/onramp.ts"
import { serverForThisFile, setSettings } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const expired = { code: "QUOTE_EXPIRED", message: "The offer has expired. Review the new offer and try again." }

const sql = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(Effect.service(SqlClient.SqlClient), run))
const count = (table: "onramp_quotes" | "onramp_orders") =>
  sql((s) => s<{ n: number }>`SELECT count(*)::int AS n FROM ${s(table)}`).then((rows) => rows[0]?.n)

const refusedAsExpired = async (answer: Response) => {
  expect(answer.status).toBe(409)
  expect(await answer.json()).toMatchObject(expired)
}

describe("signed on-ramp quotes", () => {
  it("answers offers without writing to the database", async () => {
    const before = await count("onramp_quotes")
    for (const amount of [1500, 2000, 2500]) expect((await bestOffer(server, { amount })).status).toBe(200)
    expect(await count("onramp_quotes")).toBe(before)
  })

  it("refuses a quote id the server did not give, or one altered, as an expired offer, making nothing", async () => {
    const buyer = await signIn(server, freshEmail(), "KE")
    const given = await quoteId(server)
    const [body = "", signature = ""] = given.split(".")
    // A cheaper price written into the body (its characters changed) or a signature of one's own.
    const altered = `${body.slice(0, 20)}${body[20] === "A" ? "B" : "A"}${body.slice(21)}.${signature}`
    const forgedSignature = `${body}.${"x".repeat(signature.length)}`
    const ordersBefore = await count("onramp_orders")
    for (const id of [altered, forgedSignature, "made-up", `${given}.more`, ""])
      await refusedAsExpired(await createOrder(server, buyer, id))
    expect(await count("onramp_orders")).toBe(ordersBefore)
    // The quote as given still makes its order.
    expect((await createOrder(server, buyer, given)).status).toBe(200)
  })

  it("spends a quote once when two buyers order with it at the same time", async () => {
    const [first, second] = await Promise.all([signIn(server, freshEmail(), "KE"), signIn(server, freshEmail(), "KE")])
    const quote = await quoteId(server)
    const answers = await Promise.all([createOrder(server, first, quote), createOrder(server, second, quote)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    await refusedAsExpired(answers.find((a) => a.status === 409) as Response)
    expect(
      await sql((s) => s<{ n: number }>`SELECT count(*)::int AS n FROM onramp_orders WHERE quote_id = ${quote}`),
    ).toEqual([{ n: 1 }])
    // Spent, it stays spent for anyone else later.
    const third = await signIn(server, freshEmail(), "KE")
    await refusedAsExpired(await createOrder(server, third, quote))
  })

  it("refuses a quote once it has expired", async () => {
    const buyer = await signIn(server, freshEmail(), "KE")
    await setSettings(server, { quoteSeconds: 1 })
    const quote = await quoteId(server)
    await setSettings(server, { quoteSeconds: 120 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await refusedAsExpired(await createOrder(server, buyer, quote))
  })
})
