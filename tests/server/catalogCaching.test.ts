// The catalogue answers carry an ETag; a client that sends it back gets 304 without a body until the answer changes
// (issue 18): the countries stay the same within a release, the features change when the operator flips a switch.
// The countries and assets, fixed within a release, are compressed once and kept, each copy with its own ETag.
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { api, rawGet, serverForThisFile, setSettings } from "../support/server.ts"

const server = serverForThisFile()
const countriesPath = "/api/public/util/countries"
const featuresPath = "/api/public/active-features"

/** An answer's bytes as sent (fetch would decode them), with its headers. */
const raw = (path: string, headers: Record<string, string>) => rawGet(server, path, { "x-web": "1", ...headers })

describe("catalogue answers a client already holds", () => {
  it("answers the countries with an ETag and a five-minute Cache-Control, then 304 for that ETag", async () => {
    const first = await api(server, countriesPath)
    expect(first.status).toBe(200)
    const etag = first.headers.get("etag")
    // Weak (W/"…") when the body goes compressed, as fetch asks for.
    expect(etag).toMatch(/^(W\/)?".+"$/)
    expect(first.headers.get("cache-control")).toBe("public, max-age=300")
    expect((await first.json()).length).toBeGreaterThan(0)

    const again = await api(server, countriesPath, { headers: { "if-none-match": etag ?? "" } })
    expect(again.status).toBe(304)
    const strong = (tag: string | null) => tag?.replace(/^W\//, "")
    expect(strong(again.headers.get("etag"))).toBe(strong(etag))
    expect(await again.text()).toBe("")

    const otherVersion = await api(server, countriesPath, { headers: { "if-none-match": '"an-older-version"' } })
    expect(otherVersion.status).toBe(200)
  })

  it("still asks for the x-web header before answering 304", async () => {
    const etag = (await api(server, countriesPath)).headers.get("etag") ?? ""
    const withoutHeader = await api(server, countriesPath, { web: false, headers: { "if-none-match": etag } })
    expect(withoutHeader.status).toBe(400)
  })

  it("gives the features a new ETag when the operator turns buy-goods off, and the old one gets the new answer", async () => {
    expect((await setSettings(server, { buyGoodsEnabled: true })).status).toBe(200)
    const before = await api(server, featuresPath)
    expect(before.headers.get("cache-control")).toBe("no-cache")
    const etagBefore = before.headers.get("etag") ?? ""
    expect((await before.json()).buyGoodsEnabled).toBe(true)
    expect((await api(server, featuresPath, { headers: { "if-none-match": etagBefore } })).status).toBe(304)

    expect((await setSettings(server, { buyGoodsEnabled: false })).status).toBe(200)
    const after = await api(server, featuresPath, { headers: { "if-none-match": etagBefore } })
    expect(after.status).toBe(200)
    expect(after.headers.get("etag")).not.toBe(etagBefore)
    expect((await after.json()).buyGoodsEnabled).toBe(false)
  })

  it("sends the countries and assets as the brotli or gzip copy asked for, each copy with its own ETag", async () => {
    for (const path of [countriesPath, "/api/public/pay-widget/blockchain-assets"]) {
      const plain = await raw(path, { "accept-encoding": "identity" })
      const brotli = await raw(path, { "accept-encoding": "gzip, deflate, br" })
      const gzip = await raw(path, { "accept-encoding": "gzip" })
      expect(plain.headers["content-encoding"], path).toBeUndefined()
      expect(brotli.headers["content-encoding"], path).toBe("br")
      expect(gzip.headers["content-encoding"], path).toBe("gzip")
      expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes), path).toBe(true)
      expect(gunzipSync(gzip.bytes).equals(plain.bytes), path).toBe(true)
      // Strong tags, one for each copy's bytes: a cache between may keep each copy apart.
      const etags = [plain, brotli, gzip].map(({ headers }) => headers.etag)
      for (const etag of etags) expect(etag, path).toMatch(/^".+"$/)
      expect(new Set(etags).size, path).toBe(3)
      const again = await raw(path, { "accept-encoding": "br", "if-none-match": brotli.headers.etag ?? "" })
      expect(again.headers.etag, path).toBe(brotli.headers.etag)
      expect(again.bytes.length, path).toBe(0)
    }
  })
})
