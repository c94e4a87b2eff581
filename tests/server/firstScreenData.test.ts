// The first screen's catalogue comes with the page (issue 17): GET / carries, in a JSON block, what the countries,
// assets, features and location calls answer this visitor, so the widget does not wait for four calls before the
// amount; when those calls would be refused (maintenance, a restricted country) the page carries none, and the
// widget's calls get the refusal as before.
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { firstScreenDataId } from "../../schema/firstScreenData.ts"
import { api, serverForThisFile, setSettings } from "../support/server.ts"

const widgetDir = mkdtempSync(join(tmpdir(), "widget-"))
writeFileSync(
  join(widgetDir, "index.html"),
  '<!doctype html><html><head><title>Pay widget</title></head><body><div id="root"></div></body></html>',
)
const server = serverForThisFile({ widgetDir })

const page = async (init: RequestInit = {}) => {
  const answer = await fetch(new URL("/", server.url), init)
  return { answer, html: await answer.text() }
}

const block = new RegExp(`<script type="application/json" id="${firstScreenDataId}">(.*?)</script>`, "s")
const dataOf = (html: string) => {
  const found = block.exec(html)
  return found?.[1] === undefined ? undefined : JSON.parse(found[1])
}

const answerOf = async (path: string) => (await api(server, path)).json()

afterEach(async () => {
  await setSettings(server, { maintenance: false, restrictedCountries: [] })
})

describe("the page at / with the first screen's catalogue", () => {
  it("carries what the four catalogue calls answer, before the widget's root", async () => {
    const { answer, html } = await page()
    expect(answer.status).toBe(200)
    expect(html.indexOf(firstScreenDataId)).toBeLessThan(html.indexOf('<div id="root">'))
    expect(dataOf(html)).toEqual({
      countries: await answerOf("/api/public/util/countries"),
      blockchainAssets: await answerOf("/api/public/pay-widget/blockchain-assets"),
      activeFeatures: await answerOf("/api/public/active-features"),
      ipInfo: await answerOf("/api/public/ip/info"),
    })
  })

  it("follows the operator's switches: buy-goods off is in the next page", async () => {
    expect((await setSettings(server, { buyGoodsEnabled: false })).status).toBe(200)
    expect(dataOf((await page()).html).activeFeatures.buyGoodsEnabled).toBe(false)
    expect((await setSettings(server, { buyGoodsEnabled: true })).status).toBe(200)
    expect(dataOf((await page()).html).activeFeatures.buyGoodsEnabled).toBe(true)
  })

  it("answers 304 to the ETag of the same page, and the whole page once the data changed", async () => {
    const first = await page()
    const etag = first.answer.headers.get("etag") ?? ""
    expect(etag).not.toBe("")
    expect((await page({ headers: { "if-none-match": etag } })).answer.status).toBe(304)
    expect((await setSettings(server, { buyGoodsEnabled: false })).status).toBe(200)
    const changed = await page({ headers: { "if-none-match": etag } })
    expect(changed.answer.status).toBe(200)
    expect(dataOf(changed.html).activeFeatures.buyGoodsEnabled).toBe(false)
    await setSettings(server, { buyGoodsEnabled: true })
  })

  it("carries none in maintenance or for a restricted country: the calls answer the refusal", async () => {
    expect((await setSettings(server, { maintenance: true })).status).toBe(200)
    expect(dataOf((await page()).html)).toBeUndefined()
    expect((await api(server, "/api/public/util/countries")).status).toBe(503)

    // The test's requests come from loopback, which the sandbox places in its default country, KE.
    await setSettings(server, { maintenance: false, restrictedCountries: ["KE"] })
    expect(dataOf((await page()).html)).toBeUndefined()
    expect((await api(server, "/api/public/ip/info")).status).toBe(451)
  })
})
