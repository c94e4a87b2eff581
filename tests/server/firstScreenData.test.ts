// The first screen's catalogue comes with the page (issue 17): GET / carries, in a JSON block, what the countries,
// assets, features and location calls answer this visitor, so the widget does not wait for four calls before the
// amount; when those calls would be refused (maintenance, a restricted country) the page carries none, and the
// widget's calls get the refusal as before. The location is the visitor's country, not their address, so the page
// is one for every visitor of a country (issue 18: encoded once, served from memory, precompressed).

import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterEach, describe, expect, it } from "vitest"
import { firstScreenDataId } from "../../schema/firstScreenData.ts"
import { api, rawGet, serverForThisFile, setSettings } from "../support/server.ts"

const widgetDir = mkdtempSync(join(tmpdir(), "widget-"))
writeFileSync(
  join(widgetDir, "index.html"),
  '<!doctype html><html><head><title>Pay widget</title></head><body><div id="root"></div></body></html>',
)
// The test's requests come from 127.0.0.1, standing for a balancer that names each visitor in X-Forwarded-For.
const server = serverForThisFile({ widgetDir, trustedProxies: ["127.0.0.1"] })
// A server that trusts no proxy answers a page of `/` made under a second ago from memory (server/http/fastPage.ts).
const fastServer = serverForThisFile({ widgetDir })

const page = async (init: RequestInit = {}) => {
  const answer = await fetch(new URL("/", server.url), init)
  return { answer, html: await answer.text() }
}

/** The page's bytes as sent (fetch would decode them), with the answer's headers. */
const rawPage = (acceptEncoding: string) => rawGet(server, "/", { "accept-encoding": acceptEncoding })

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
      location: { countryIsoCode: (await answerOf("/api/public/ip/info")).countryIsoCode },
    })
  })

  it("is one page for every visitor of a country: the same bytes and ETag, and no visitor's address in it", async () => {
    // Two visitors on private networks, both placed in the sandbox's default country, KE.
    const first = await page({ headers: { "x-forwarded-for": "192.168.1.10" } })
    const second = await page({ headers: { "x-forwarded-for": "10.0.0.5" } })
    expect(dataOf(first.html).location).toEqual({ countryIsoCode: "KE" })
    expect(second.html).toBe(first.html)
    expect(second.answer.headers.get("etag")).toBe(first.answer.headers.get("etag"))
    expect(first.html).not.toContain("192.168.1.10")
  })

  it("goes out as the brotli or gzip copy the browser accepts, each with its own ETag", async () => {
    const plain = await page({ headers: { "accept-encoding": "identity" } })
    const brotli = await rawPage("br")
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(String(brotli.headers.vary).toLowerCase()).toContain("accept-encoding")
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.html)
    const gzip = await rawPage("gzip")
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.html)
    const etags = [plain.answer.headers.get("etag"), brotli.headers.etag, gzip.headers.etag]
    expect(new Set(etags).size).toBe(3)
    const again = await fetch(new URL("/", server.url), {
      headers: { "accept-encoding": "br", "if-none-match": etags[1] ?? "" },
    })
    expect(again.status).toBe(304)
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

// The amount painted at / (server/http/amountShell.ts) comes from the build's prerender, a module beside index.html;
// here a stand-in prerender writes what it was given, so the page shows which language and which build painted it.
describe("the amount painted into the page at /", () => {
  const frame = '<div id="first-paint" class="widget" aria-hidden="true"><div class="widget-main"></div></div>'
  const styleOf = (release: string) => `.release::after{content:"${release}"}`
  // CSP level 2: an inline style runs when the policy names the SHA-256 of its text, in base64.
  const allowedStyle = (release: string) => `'sha256-${createHash("sha256").update(styleOf(release)).digest("base64")}'`
  const build = (release: string) => {
    writeFileSync(
      join(widgetDir, "index.html"),
      `<!doctype html><html lang="en"><head><title>${release}</title><style>${styleOf(release)}</style></head><body>${frame}<div id="root"></div></body></html>`,
    )
    mkdirSync(join(widgetDir, "prerender"), { recursive: true })
    writeFileSync(
      join(widgetDir, "prerender", "amountShell.js"),
      `export const renderAmountShell = async ({ firstScreen, channels, language }) =>
        "<p>${release} " + language + " " + firstScreen.location.countryIsoCode + " " + Array.isArray(channels) + "</p>"`,
    )
  }
  const painted = (html: string) => /<div class="widget-main">(.*?)<\/div>/s.exec(html)?.[1]
  // The server looks at the build again once a second.
  const aBuildLater = () => new Promise((resolve) => setTimeout(resolve, 1100))

  it("is in the visitor's language, from the link's lang or else the browser's, each language its own page", async () => {
    build("first")
    await aBuildLater()
    const english = await page()
    expect(painted(english.html)).toBe("<p>first en KE true</p>")
    expect(english.html).toContain('<html lang="en">')
    const french = await page({ headers: { "accept-language": "de;q=0.5, fr-FR;q=0.9" } })
    expect(painted(french.html)).toBe("<p>first fr KE true</p>")
    expect(french.html).toContain('<html lang="fr">')
    expect(french.answer.headers.get("etag")).not.toBe(english.answer.headers.get("etag"))
    const linked = await fetch(new URL("/?lang=sw", server.url), { headers: { "accept-language": "fr" } })
    expect(painted(await linked.text())).toBe("<p>first sw KE true</p>")
    // The same visitor again gets the same bytes.
    expect((await page({ headers: { "accept-language": "fr" } })).html).toBe(french.html)
  })

  it("is left out when the link carries the amount's parameters: the frame stays empty", async () => {
    const answer = await fetch(new URL("/?cryptoAmount=10", server.url))
    expect(painted(await answer.text())).toBe("")
  })

  it("comes from the new build within a second of it", async () => {
    build("first")
    await aBuildLater()
    expect(painted((await page()).html)).toBe("<p>first en KE true</p>")
    build("second")
    await aBuildLater()
    const { html } = await page()
    expect(html).toContain("<title>second</title>")
    expect(painted(html)).toBe("<p>second en KE true</p>")
  })

  it("is allowed its own inline style, and so is every page of the new build within a second of it", async () => {
    const policies = async () => {
      const found: Array<string | null> = []
      for (const path of ["/", "/?lang=fr", "/wallet"]) {
        // A browser asks for a page as HTML: a later step's address is answered the widget's page.
        const answer = await fetch(new URL(path, server.url), { headers: { accept: "text/html" } })
        found.push(answer.headers.get("content-security-policy"))
      }
      return found
    }
    build("first")
    await aBuildLater()
    for (const policy of await policies()) expect(policy).toContain(allowedStyle("first"))
    build("second")
    await aBuildLater()
    for (const policy of await policies()) {
      expect(policy).toContain(allowedStyle("second"))
      expect(policy).not.toContain(allowedStyle("first"))
    }
  })

  it("is sent from memory with the policy of the build it was made from, not of a newer one", async () => {
    const styleOf = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? ""
    const get = async (language: string) => {
      const answer = await fetch(new URL("/", fastServer.url), { headers: { "accept-language": language } })
      return { policy: answer.headers.get("content-security-policy") ?? "", html: await answer.text() }
    }
    const allowsItsOwnStyle = ({ policy, html }: { policy: string; html: string }) =>
      policy.includes(`'sha256-${createHash("sha256").update(styleOf(html)).digest("base64")}'`)
    build("first")
    await aBuildLater()
    // The server looks at the build (at most once a second) as it answers this page.
    expect(allowsItsOwnStyle(await get("en"))).toBe(true)
    build("second")
    // Half a second on, a page in another language is made from the build last looked at, the first...
    await new Promise((resolve) => setTimeout(resolve, 500))
    const made = await get("sw")
    expect(allowsItsOwnStyle(made)).toBe(true)
    // ...and asked for again once the server has looked at the build anew, under a second after it was made, it
    // comes from memory: the style it carries must still be allowed.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(allowsItsOwnStyle(await get("sw"))).toBe(true)
  })
})
