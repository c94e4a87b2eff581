// Signed links on the off-ramp (README, "Signed links"; spec 2 §7 lists `signature` in create-order's meta): the
// order a link makes is checked as the on-ramp's is. A link that does not verify, has expired or names an unknown
// integrator is refused, so are values that contradict what it locks, and a link backs one order only.
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { errorCodes } from "../../schema/errors.ts"
import type { OfframpQuote } from "../../schema/offrampModels.ts"
import { linkProblemMessages, signLink } from "../../server/onramp/signedLinks.ts"
import { createSale, quoteOf, saleBody } from "../support/offramp.ts"
import { serverForThisFile } from "../support/server.ts"
import { freshEmail, signIn } from "../support/signIn.ts"

const server = serverForThisFile()
const secret = "sandbox-signing-secret"
const seller = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const other = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
/** A link for selling 20 USDC on Celo from the seller's wallet (the test offer is 20 USDC). */
const locked = { address: seller, network: "CELO", asset: "USDC", amount: "20", currency: "crypto" }
const link = (
  overrides: { secret?: string; kid?: string; exp?: number; params?: Record<string, string>; jti?: string } = {},
) =>
  signLink(overrides.kid ?? "sandbox", overrides.secret ?? secret, {
    jti: overrides.jti ?? randomUUID(),
    exp: overrides.exp ?? Math.floor(Date.now() / 1000) + 600,
    params: overrides.params ?? locked,
  })

/** The order body for a fresh 20 USDC offer, carrying `signature` as the widget sends it. */
const signedSale = async (signature: string, change: (quote: OfframpQuote) => Record<string, unknown> = () => ({})) => {
  const quote = await quoteOf(server)
  return { ...saleBody(quote, seller, { meta: { signature } }), ...change(quote) }
}
const refusal = async (answer: Response) => ({ status: answer.status, body: await answer.json() })
const refused = (message: string) => ({
  status: 400,
  body: expect.objectContaining({ code: errorCodes.invalidRequest, message }),
})

describe("an off-ramp order made with a signed link", () => {
  it("is made when it agrees with what the link locks, anonymous or signed in", async () => {
    const anonymous = await createSale(server, await signedSale(link()))
    expect(anonymous.status, await anonymous.clone().text()).toBe(200)
    // Network and asset compare regardless of case, amounts as numbers.
    const lowerCase = link({ params: { ...locked, network: "celo", asset: "usdc", amount: "20.00" } })
    const tokens = await signIn(server, freshEmail("signed-sale"))
    const signedIn = await createSale(server, await signedSale(lowerCase), tokens)
    expect(signedIn.status, await signedIn.clone().text()).toBe(200)
  })

  it("is refused when the amount, network, asset, address or currency contradicts the link", async () => {
    const contradicted = (keys: string) => `${linkProblemMessages.contradicted} (${keys})`
    // The test offer is 20 USDC on Celo, so a link that locks anything else is contradicted by that order.
    const cases: Array<[string, Record<string, string>]> = [
      [contradicted("amount"), { ...locked, amount: "25" }],
      [contradicted("network"), { ...locked, network: "BSC" }],
      [contradicted("asset"), { ...locked, asset: "USDT" }],
      [contradicted("address"), { ...locked, address: other }],
      // An amount locked without a currency counts in local money: 20 KES, never 20 USDC.
      [contradicted("currency"), { address: seller, network: "CELO", asset: "USDC", amount: "20" }],
    ]
    for (const [message, params] of cases) {
      const answer = await createSale(server, await signedSale(link({ params })))
      expect(await refusal(answer), message).toEqual(refused(message))
    }
  })

  it("is refused with a forged signature, an expired link or an unknown integrator", async () => {
    const cases: Array<[string, string]> = [
      [linkProblemMessages.badSignature, link({ secret: "a-guessed-secret-of-some-length" })],
      [linkProblemMessages.expired, link({ exp: Math.floor(Date.now() / 1000) - 1 })],
      [linkProblemMessages.unknownIntegrator, link({ kid: "nobody" })],
      [linkProblemMessages.malformed, "not.a.jwt"],
    ]
    const tokens = await signIn(server, freshEmail("forged-sale"))
    for (const [message, signature] of cases) {
      expect(await refusal(await createSale(server, await signedSale(signature))), message).toEqual(refused(message))
      expect(await refusal(await createSale(server, await signedSale(signature), tokens)), message).toEqual(
        refused(message),
      )
    }
  })

  it("backs one order only: the second order with the same link is refused", async () => {
    const signature = link()
    expect((await createSale(server, await signedSale(signature))).status).toBe(200)
    const again = await createSale(server, await signedSale(signature))
    expect(await refusal(again)).toEqual(refused(linkProblemMessages.used))
  })

  it("backs one order only when 10 orders with the same link are sent at once", async () => {
    const signature = link()
    const bodies = []
    for (let n = 0; n < 10; n++) bodies.push(await signedSale(signature))
    const answers = await Promise.all(bodies.map((body) => createSale(server, body).then(refusal)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 9 }, () => refused(linkProblemMessages.used)),
    )
  })
})
