// Integrators, their signing secrets and the origins they registered (schema/embedding.ts); those of INTEGRATORS
// are registered at start. In sandbox mode the integrator "sandbox" exists with SANDBOX_SIGNING_SECRET and
// SANDBOX_ORIGINS, so signed links and embedding can be tried and tested, and it is the integrator of pages and
// orders that name none.
import { randomBytes } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { type IntegratorRegistration, normalOrigin } from "../../schema/embedding.ts"
import { ServerConfig } from "../config.ts"
import { contradictions, linkProblemMessages, readSignedLink, type SignedLink } from "./signedLinks.ts"

export class Integrators extends Context.Service<
  Integrators,
  {
    /** Every integrator's secret, by id (a small table, read when a link is checked). */
    readonly secrets: Effect.Effect<ReadonlyMap<string, string>>
    readonly signatureUsed: (jti: string) => Effect.Effect<boolean>
    /** The origins an integrator registered, or undefined when no such integrator exists. */
    readonly originsOf: (id: string) => Effect.Effect<ReadonlyArray<string> | undefined>
    /** The integrator of what names none: "sandbox" in sandbox mode, else none. */
    readonly defaultId: string | undefined
    /** Creates an integrator or replaces its origins (and its name and secret when given). */
    readonly register: (
      id: string,
      registration: IntegratorRegistration,
    ) => Effect.Effect<{ readonly id: string; readonly name: string; readonly origins: ReadonlyArray<string> }>
  }
>()("server/Integrators") {
  static readonly layer = Layer.effect(
    Integrators,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const config = yield* ServerConfig
      const normalised = (origins: ReadonlyArray<string>) =>
        JSON.stringify([...new Set(origins.flatMap((origin) => normalOrigin(origin) ?? []))])
      if (config.sandbox) {
        const origins = normalised(config.sandboxOrigins ?? sandboxOrigins)
        yield* sql`INSERT INTO integrators (id, name, signing_secret, origins)
          VALUES ('sandbox', 'Sandbox', ${config.sandboxSigningSecret}, ${origins}::jsonb)
          ON CONFLICT (id) DO UPDATE SET signing_secret = EXCLUDED.signing_secret, origins = EXCLUDED.origins`.pipe(
          Effect.orDie,
        )
      }
      const originsOf = (id: string) =>
        sql<{ origins: unknown }>`SELECT origins FROM integrators WHERE id = ${id}`.pipe(
          Effect.map(([row]) => (row ? originList(row.origins) : undefined)),
          Effect.orDie,
        )
      const register = (id: string, registration: IntegratorRegistration) =>
        sql<{ id: string; name: string; origins: unknown }>`
          INSERT INTO integrators (id, name, signing_secret, origins)
          VALUES (${id}, ${registration.name ?? id}, ${registration.signingSecret ?? randomBytes(32).toString("hex")},
            ${normalised(registration.origins)}::jsonb)
          ON CONFLICT (id) DO UPDATE SET origins = EXCLUDED.origins,
            name = COALESCE(${registration.name ?? null}, integrators.name),
            signing_secret = COALESCE(${registration.signingSecret ?? null}, integrators.signing_secret)
          RETURNING id, name, origins`.pipe(
          Effect.map(([row]) => ({ id, name: row?.name ?? id, origins: originList(row?.origins) })),
          Effect.orDie,
        )
      for (const { id, ...registration } of config.integrators ?? []) yield* register(id, registration)
      const secrets = sql<{ id: string; signingSecret: string }>`SELECT id, signing_secret FROM integrators`.pipe(
        Effect.map((rows) => new Map(rows.map((row) => [row.id, row.signingSecret]))),
        Effect.orDie,
      )
      const signatureUsed = (jti: string) =>
        sql`SELECT 1 FROM used_signatures WHERE jti = ${jti}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )
      return Integrators.of({
        secrets,
        signatureUsed,
        originsOf,
        defaultId: config.sandbox ? "sandbox" : undefined,
        register,
      })
    }),
  )
}

/** The sandbox integrator's origins unless SANDBOX_ORIGINS says otherwise: any loopback page may frame the widget. */
export const sandboxOrigins = ["http://127.0.0.1:*", "http://localhost:*"]

// PGlite and PostgreSQL answer jsonb parsed; a string is read as JSON all the same.
const originList = (value: unknown): ReadonlyArray<string> => {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value
  return Array.isArray(list) ? list.filter((origin): origin is string => typeof origin === "string") : []
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
