// The signed link behind an order (README, "Signed links"), the same for every product that makes orders from a
// link (on-ramp and off-ramp): checked against the order's values when it is created, then spent in the order's
// own transaction, so that a link backs one order only even when several orders carrying it arrive at once.
import { Data, Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { invalidRequest } from "../../schema/errors.ts"
import { checkSignedLink } from "./integrators.ts"
import { linkProblemMessages } from "./signedLinks.ts"

/** The link an order spends: its unique id and the integrator that signed it. */
export interface OrderSignature {
  readonly jti: string
  readonly integratorId: string
}

/** The order's values a link may lock. */
export interface LockableValues {
  readonly address: string
  readonly network: string
  readonly asset: string
  readonly amount: number
  readonly currency: string
  readonly countryIsoCode: string
}

/** The link an order carries (`meta.signature`), checked: none without one, else refused with the link's problem. */
export const checkOrderSignature = (token: string | undefined, values: LockableValues) =>
  Effect.gen(function* () {
    if (!token) return undefined
    const checked = yield* checkSignedLink(token, { ...values })
    if (!checked.ok) return yield* invalidRequest(checked.problem)
    const signature: OrderSignature = { jti: checked.link.jti, integratorId: checked.link.integratorId }
    return signature
  })

/** Another order spent the link first (the creating transaction rolls back). */
export class SignatureSpent extends Data.TaggedError("SignatureSpent") {}

/** What the order's creator answers when the link was spent meanwhile. */
export const signatureSpent = () => invalidRequest(linkProblemMessages.used)

/** Spends the link in the transaction that creates order `orderId`. The check before it answers most reuses; this
 * one decides between orders created at once (the unique jti: the later insert waits for the earlier). */
export const spendSignature = (sql: SqlClient.SqlClient, signature: OrderSignature | undefined, orderId: string) =>
  Effect.gen(function* () {
    if (!signature) return
    const spent = yield* sql`INSERT INTO used_signatures (jti, integrator_id, order_id)
      VALUES (${signature.jti}, ${signature.integratorId}, ${orderId}) ON CONFLICT (jti) DO NOTHING RETURNING jti`
    if (spent.length === 0) return yield* new SignatureSpent()
  })
