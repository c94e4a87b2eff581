// The hot reads answered outside Effect's HTTP stack (issue 18: server/http/fastReads.ts) answer as the full stack
// does: the same status, headers and body for every request below, asked of a server that answers them fast and of
// one that does not (TRUSTED_PROXIES set turns the fast reads off; no request here comes from a listed proxy). Both
// run the same seed, so their offers and catalogues are the same bytes; only a quote's own id and expiry differ.
import { request } from "node:http"
import { describe, expect, it } from "vitest"
import { bestOfferCall } from "../../schema/amountCalls.ts"
import type { RunningServer } from "../../server/start.ts"
import { kenyaMarket } from "../support/onramp.ts"
import { serverForThisFile, setSettings } from "../support/server.ts"

const fast = serverForThisFile()
const full = serverForThisFile({ trustedProxies: ["10.0.0.0/8"] })

const countriesPath = "/api/public/util/countries"
const assetsPath = "/api/public/pay-widget/blockchain-assets"

interface Answer {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: string
}

/** A request exactly as given (fetch would add its own Accept-Encoding), its answer as it came over the wire. */
const call = (
  server: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request(new URL(path, server.url), { method, headers }, (answer) => {
      const chunks: Array<Buffer> = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => {
        const { date: _, ...rest } = answer.headers
        resolve({ status: answer.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString("latin1") })
      })
    })
    sent.on("error", reject)
    sent.end(body)
  })

/** A quote's id and expiry are its own on each call; the rest of the answer is the offer's. Each server has its
 * own sandbox chain, whose address a page's policy lets it reach. */
const withoutQuote = (answer: Answer) => ({
  ...answer,
  headers: {
    ...answer.headers,
    ...(typeof answer.headers["content-security-policy"] === "string"
      ? {
          "content-security-policy": answer.headers["content-security-policy"].replace(
            /connect-src 'self' http:\/\/127\.0\.0\.1:\d+/,
            "connect-src 'self' <its chain>",
          ),
        }
      : {}),
  },
  body: answer.body.replace(/"quoteId":"[^"]*","expiresAt":"[^"]*"/, '"quoteId":"…","expiresAt":"…"'),
})

const expectSameAnswers = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
  const [fastAnswer, fullAnswer] = await Promise.all([
    call(fast, method, path, headers, body),
    call(full, method, path, headers, body),
  ])
  expect(withoutQuote(fastAnswer), `${method} ${path} ${JSON.stringify(headers)} ${body ?? ""}`).toEqual(
    withoutQuote(fullAnswer),
  )
  return fastAnswer
}

const acceptEncodings = [
  undefined,
  "br",
  "gzip",
  "gzip, deflate, br, zstd",
  "deflate",
  "identity",
  "*",
  "br;q=0, gzip",
  "",
  "BR",
]

const catalogueCases = async (web: Record<string, string>) => {
  for (const path of [countriesPath, assetsPath]) {
    for (const acceptEncoding of acceptEncodings) {
      const headers = { ...web, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) }
      const first = await expectSameAnswers("GET", path, headers)
      const etag = typeof first.headers.etag === "string" ? first.headers.etag : '"none"'
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*", '"other"'])
        await expectSameAnswers("GET", path, { ...headers, "if-none-match": ifNoneMatch })
    }
    await expectSameAnswers("GET", `${path}?again=1`, web)
    await expectSameAnswers("HEAD", path, web)
  }
}

/** The page at `/`, painted in the visitor's language: each case asked twice of the fast server, as the first of a
 * kind may be the full stack's to make. */
const pageCases = async () => {
  for (const acceptLanguage of [undefined, "fr-FR,fr;q=0.9", "sw", "de, pt;q=0.5", "*"])
    for (const acceptEncoding of acceptEncodings) {
      const headers = {
        ...(acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage }),
        ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
      }
      await expectSameAnswers("GET", "/", headers)
      const again = await expectSameAnswers("GET", "/", headers)
      const etag = typeof again.headers.etag === "string" ? again.headers.etag : '"none"'
      for (const ifNoneMatch of [etag, '"other"'])
        await expectSameAnswers("GET", "/", { ...headers, "if-none-match": ifNoneMatch })
    }
  await expectSameAnswers("GET", "/?lang=fr", {})
  await expectSameAnswers("HEAD", "/", {})
}

const offer = { ...kenyaMarket, currency: "local", amount: 2000 }
const json = { "content-type": "application/json" }

const offerCases = async (web: Record<string, string>) => {
  const asked = (payload: unknown, headers: Record<string, string> = json) =>
    expectSameAnswers("POST", bestOfferCall.path, { ...web, ...headers }, JSON.stringify(payload))
  await asked(offer)
  await asked({ ...offer, currency: "crypto", amount: 15 })
  await asked({ ...offer, amount: 10_000_000 })
  await asked({ ...offer, amount: 0 })
  await asked({ ...offer, amount: 20.5 })
  await asked({ ...offer, amount: "2000" })
  await asked({ ...offer, countryIsoCode: "ZZ" })
  await asked({ ...offer, network: "NOPE" })
  await asked({ ...offer, extra: "a field the call does not know" })
  await asked({ ...offer, sourceParam: "a\u0000b" })
  await asked({ currency: "local" })
  await asked(null)
  await asked(offer, { ...json, "accept-encoding": "gzip, deflate, br, zstd" })
  await asked(offer, { "content-type": "application/json; charset=utf-8" })
  await asked(offer, { "content-type": "text/plain" })
  await asked(offer, {})
  for (const body of ["{", "", `\uFEFF${JSON.stringify(offer)}`, `${JSON.stringify(offer)} `])
    await expectSameAnswers("POST", bestOfferCall.path, { ...web, ...json }, body)
  await expectSameAnswers("POST", `${bestOfferCall.path}?x=1`, { ...web, ...json }, JSON.stringify(offer))
}

describe("the hot reads answered outside the full stack", () => {
  it("answer the countries and assets as it does, in every encoding and for every ETag sent back", async () => {
    await catalogueCases({ "x-web": "1" })
    await catalogueCases({})
    await catalogueCases({ "x-web": "0" })
  })

  it("answer best-offer as it does, and refuse what it refuses with the same answer", async () => {
    await offerCases({ "x-web": "1" })
    await offerCases({})
  })

  it("answer the page at / as it does, in each language and encoding, and for the ETag sent back", async () => {
    await pageCases()
  })

  it("answer as it does in maintenance and for a restricted country", async () => {
    for (const settings of [{ maintenance: true }, { maintenance: false, restrictedCountries: ["KE"] }]) {
      for (const server of [fast, full]) expect((await setSettings(server, settings)).status).toBe(200)
      await catalogueCases({ "x-web": "1" })
      await offerCases({ "x-web": "1" })
      await pageCases()
    }
    for (const server of [fast, full]) {
      expect((await setSettings(server, { maintenance: false, restrictedCountries: [] })).status).toBe(200)
    }
  })
})
