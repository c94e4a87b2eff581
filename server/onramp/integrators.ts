// Integrators and their signing secrets. In sandbox mode the integrator "sandbox" exists with
// SANDBOX_SIGNING_SECRET, so signed links can be tried and tested.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { contradictions, linkProblemMessages, readSignedLink, type SignedLink } from "./signedLinks.ts"

export class Integrators extends Context.Service<
  Integrators,
  {
    /** Every integrator's secret, by id (a small table, read when a link is checked). */
    readonly secrets: Effect.Effect<ReadonlyMap<string, string>>
    readonly signatureUsed: (jti: string) => Effect.Effect<boolean>
  }
>()("server/Integrators") {
  static readonly layer = Layer.effect(
    Integrators,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* ServerConfig
      if (config.sandbox) {
        yield* sql`INSERT INTO integrators (id, name, signing_secret) VALUES ('sandbox', 'Sandbox', ${config.sandboxSigningSecret})
          ON CONFLICT (id) DO UPDATE SET signing_secret = EXCLUDED.signing_secret`.pipe(Effect.orDie)
      }
      const secrets = sql<{ id: string; signingSecret: string }>`SELECT id, signing_secret FROM integrators`.pipe(
        Effect.map((rows) => new Map(rows.map((row) => [row.id, row.signingSecret]))),
        Effect.orDie,
      )
      const signatureUsed = (jti: string) =>
        sql`SELECT 1 FROM used_signatures WHERE jti = ${jti}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )
      return Integrators.of({ secrets, signatureUsed })
    }),
  )
}

export type LinkCheck =
  | { readonly ok: true; readonly link: SignedLink }
  | { readonly ok: false; readonly problem: string }

/** Checks a signed link against what a request gives: the link when it holds, else the message to show. */
export const checkSignedLink = (
  token: string,
  given: Readonly<Record<string, string | number | undefined>>,
): Effect.Effect<LinkCheck, never, Integrators> =>
  Effect.gen(function* () {
    const integrators = yield* Integrators
    const secrets = yield* integrators.secrets
    const link = readSignedLink(token, (id) => secrets.get(id))
    const refused = (problem: string): LinkCheck => ({ ok: false, problem })
    if (typeof link === "string") return refused(linkProblemMessages[link])
    if (yield* integrators.signatureUsed(link.jti)) return refused(linkProblemMessages.used)
    const contradicted = contradictions(link, given)
    if (contradicted.length > 0) return refused(`${linkProblemMessages.contradicted} (${contradicted.join(", ")})`)
    return { ok: true, link }
  })
