// Signed links (the `signature` parameter): an HS256 JWT from the integrator's server that locks parameters,
// expires, and backs one order only.
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { errorCodes } from "../../schema/errors.ts"
import { linkProblemMessages, signLink } from "../../server/onramp/signedLinks.ts"
import { bestOffer, createOrder, quoteId } from "../support/onramp.ts"
import { api, serverForThisFile } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const secret = "sandbox-signing-secret"
const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const locked = { address, network: "CELO", asset: "CUSD", amount: 2000 }
const link = (
  overrides: { secret?: string; kid?: string; exp?: number; params?: Record<string, string | number> } = {},
) =>
  signLink(overrides.kid ?? "sandbox", overrides.secret ?? secret, {
    jti: randomUUID(),
    exp: overrides.exp ?? Math.floor(Date.now() / 1000) + 600,
    params: overrides.params ?? locked,
  })
const validate = (query: Record<string, string>) =>
  api(server, `/api/public/pay-widget/validate-params?${new URLSearchParams(query)}`)

describe("signed links", () => {
  it("accepts a link whose query agrees with what it locks, and a link without a signature", async () => {
    expect(
      (await validate({ network: "celo", asset: "CUSD", address, amount: "2000", signature: link() })).status,
    ).toBe(200)
    expect((await validate({ network: "TON" })).status).toBe(200)
  })

  it("refuses a forged, expired, foreign or contradicted link with a clear message", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      [linkProblemMessages.badSignature, { signature: link({ secret: "guessed" }) }],
      [linkProblemMessages.expired, { signature: link({ exp: Math.floor(Date.now() / 1000) - 1 }) }],
      [linkProblemMessages.unknownIntegrator, { signature: link({ kid: "nobody" }) }],
      [linkProblemMessages.malformed, { signature: "not.a.jwt" }],
      [`${linkProblemMessages.contradicted} (amount)`, { amount: "5000", signature: link() }],
      // Issue 13: an amount signed without a currency counts in local money, as the on-ramp reads it.
      [`${linkProblemMessages.contradicted} (currency)`, { amount: "2000", currency: "crypto", signature: link() }],
    ]
    for (const [message, query] of cases) {
      const answer = await validate(query)
      expect(answer.status, message).toBe(400)
      expect(await answer.json()).toMatchObject({ code: errorCodes.invalidRequest, message })
    }
  })

  it("locks the currency of an amount signed without one: 30 locked is 30 KES, never 30 CUSD", async () => {
    const signature = link({ params: { address, network: "CELO", asset: "CUSD", amount: 30 } })
    const tokens = await signIn(server, freshEmail(), "KE")
    const quote = await (await bestOffer(server, { currency: "crypto", amount: 30 })).json()
    expect(quote.quoteId, "a quote for 30 CUSD").toBeTypeOf("string")
    const answer = await createOrder(server, tokens, quote.quoteId, {
      currency: "crypto",
      amount: 30,
      meta: { signature },
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ message: `${linkProblemMessages.contradicted} (currency)` })
  })

  it("backs one order only", async () => {
    const signature = link()
    const order = async () => {
      const tokens = await signIn(server, freshEmail(), "KE")
      return createOrder(server, tokens, await quoteId(server), { meta: { signature } })
    }
    expect((await order()).status).toBe(200)
    const again = await order()
    expect(again.status).toBe(400)
    expect((await again.json()).message).toBe(linkProblemMessages.used)
    expect((await validate({ signature })).status).toBe(400)
  })

  it("backs one order only when 10 users' orders carrying it arrive at once, and says why to the others", async () => {
    const signature = link()
    const orders = []
    for (let n = 0; n < 10; n++)
      orders.push({ tokens: await signIn(server, freshEmail("signed-at-once"), "KE"), quote: await quoteId(server) })
    const answers = await Promise.all(
      orders.map(({ tokens, quote }) =>
        createOrder(server, tokens, quote, { meta: { signature } }).then(async (answer) => ({
          status: answer.status,
          body: await answer.json(),
        })),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 9 }, () => ({
        status: 400,
        body: expect.objectContaining({ code: errorCodes.invalidRequest, message: linkProblemMessages.used }),
      })),
    )
  })
})
