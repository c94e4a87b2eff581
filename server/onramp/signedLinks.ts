// Signed links (the `signature` query parameter): an HS256 JWT the integrator's server signs with its secret.
// Its header names the integrator (`kid`); its claims carry the parameters it locks (`params`), an expiry (`exp`)
// and a unique id (`jti`) that can back one order only. README, "Signed links", documents it for integrators.
import { createHmac } from "node:crypto"
import { Schema } from "effect"
import type { LinkProblem } from "../../schema/integrators.ts"
import { amountCurrency } from "../../schema/onrampRules.ts"
import { CurrencyParam } from "../../schema/queryParams.ts"
import { sameText } from "../auth/crypto.ts"

export interface SignedLink {
  readonly integratorId: string
  readonly jti: string
  readonly exp: number
  readonly params: Readonly<Record<string, string>>
}

// The texts live in schema/ (the tests and the browser tests read them from here too).
export { type LinkProblem, linkProblemMessages } from "../../schema/integrators.ts"

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>

/** Reads and checks a signed link; `secretOf` gives an integrator's secret. */
export const readSignedLink = (
  token: string,
  secretOf: (integratorId: string) => string | undefined,
  now = Date.now(),
): SignedLink | LinkProblem => {
  const [head, body, signature] = token.split(".")
  if (!head || !body || !signature) return "malformed"
  let header: Record<string, unknown>
  let claims: Record<string, unknown>
  try {
    header = decode(head)
    claims = decode(body)
  } catch {
    return "malformed"
  }
  if (header.alg !== "HS256" || typeof header.kid !== "string") return "malformed"
  const secret = secretOf(header.kid)
  if (!secret) return "unknownIntegrator"
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url")
  if (!sameText(signature, expected)) return "badSignature"
  const { exp, jti, params } = claims
  if (typeof exp !== "number" || typeof jti !== "string" || typeof params !== "object" || params === null)
    return "malformed"
  if (exp * 1000 <= now) return "expired"
  return {
    integratorId: header.kid,
    jti,
    exp,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  }
}

const currencyOf = Schema.decodeSync(CurrencyParam)

/** What a link locks. An amount locked without a currency locks the currency the on-ramp reads it in (local
 * money), or a link for 30 KES would make an order for 30 CUSD (issue 13). */
const lockedParams = (link: SignedLink): Readonly<Record<string, string>> =>
  link.params.amount === undefined || link.params.currency !== undefined
    ? link.params
    : { ...link.params, currency: amountCurrency(undefined, link.params.amount) }

/** The locked parameters a request gives otherwise; network and asset compare upper-cased, amounts as numbers,
 * currencies as the widget reads them (anything but local is crypto). */
export const contradictions = (link: SignedLink, given: Readonly<Record<string, string | number | undefined>>) =>
  Object.entries(lockedParams(link))
    .filter(([key, locked]) => {
      const value = given[key]
      if (value === undefined) return false
      if (key === "network" || key === "asset") return String(value).toUpperCase() !== locked.toUpperCase()
      if (key === "currency") return currencyOf(String(value)) !== currencyOf(locked)
      if (key === "amount") return Number(value) !== Number(locked)
      return String(value) !== locked
    })
    .map(([key]) => key)

/** Signs a link as an integrator's server would (the `npm run sign-link` helper and the tests use it). */
export const signLink = (
  integratorId: string,
  secret: string,
  claims: { jti: string; exp: number; params: Record<string, string | number> },
) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  const head = `${encode({ alg: "HS256", typ: "JWT", kid: integratorId })}.${encode(claims)}`
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`
}
