// One-time codes sent by e-mail: stored as keyed hashes, valid 10 minutes, dead after 5 wrong tries, replaced by a
// newer code for the same address and purpose.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  authErrorCodes,
  authMessages,
  CodeAttemptsExhausted,
  CodeExpired,
  CodeIncorrect,
} from "../../schema/authErrors.ts"
import { CodeId } from "../../schema/ids.ts"
import { keyedHash, randomDigits, randomId, sameText } from "./crypto.ts"
import { ServerSecret } from "./secret.ts"

export const codeLength = 6
export const codeTtlMinutes = 10
export const codeMaxAttempts = 5

export type CodePurpose = "login" | "reset"

export interface CodeRow {
  readonly id: CodeId
  readonly email: string
  readonly purpose: CodePurpose
  readonly codeHash: string
  readonly countryIsoCode: string | null
  readonly attempts: number
  readonly expired: boolean
  readonly verifiedAt: Date | null
  readonly closedAt: Date | null
}

export type CodeFailure = CodeIncorrect | CodeExpired | CodeAttemptsExhausted

const expired = () => new CodeExpired({ code: authErrorCodes.codeExpired, message: authMessages.codeExpired })
const exhausted = () =>
  new CodeAttemptsExhausted({ code: authErrorCodes.codeAttemptsExhausted, message: authMessages.codeAttemptsExhausted })

export class Codes extends Context.Service<
  Codes,
  {
    readonly issue: (
      email: string,
      purpose: CodePurpose,
      countryIsoCode: string | null,
    ) => Effect.Effect<{ readonly codeId: CodeId; readonly code: string }>
    /** Checks a code; a wrong one counts an attempt. `then` runs in the same transaction on success (the
     * services it calls share the client, so their queries join the transaction). */
    readonly use: <A>(
      codeId: string,
      code: string,
      purpose: CodePurpose,
      then: (row: CodeRow) => Effect.Effect<A>,
    ) => Effect.Effect<A, CodeFailure>
    /** A code of the reset flow that was verified and is still open, for changing the password. */
    readonly verified: <A, E>(
      codeId: string,
      then: (row: CodeRow) => Effect.Effect<A, E>,
    ) => Effect.Effect<A, E | CodeExpired>
    readonly close: (codeId: string) => Effect.Effect<void>
    readonly markVerified: (codeId: string) => Effect.Effect<{ readonly ok: true }>
  }
>()("server/Codes") {
  static readonly layer = Layer.effect(
    Codes,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secret = yield* ServerSecret

      const lock = (codeId: string) =>
        sql<Omit<CodeRow, "expired"> & { expired: boolean }>`
          SELECT id, email, purpose, code_hash, country_iso_code, attempts, verified_at, closed_at,
            expires_at <= now() AS expired
          FROM auth_codes WHERE id = ${codeId} FOR UPDATE`.pipe(Effect.map((rows) => rows[0]))

      const issue = (email: string, purpose: CodePurpose, countryIsoCode: string | null) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const codeId = CodeId.make(randomId())
              const code = randomDigits(codeLength)
              yield* sql`UPDATE auth_codes SET closed_at = now()
                WHERE email = ${email} AND purpose = ${purpose} AND closed_at IS NULL`
              yield* sql`INSERT INTO auth_codes ${sql.insert({
                id: codeId,
                email,
                purpose,
                codeHash: keyedHash(secret, `${codeId}:${code}`),
                codeLength,
                countryIsoCode,
                expiresAt: new Date(Date.now() + codeTtlMinutes * 60_000),
              })}`
              return { codeId, code }
            }),
          )
          .pipe(Effect.orDie)

      const close = (codeId: string) =>
        sql`UPDATE auth_codes SET closed_at = now() WHERE id = ${codeId}`.pipe(Effect.asVoid, Effect.orDie)

      /** Runs `step` in a transaction; a failure it returns (not throws) still commits what was written. */
      const settle = <A, E>(step: Effect.Effect<{ readonly ok: A } | { readonly failed: E }, never, never>) =>
        sql.withTransaction(step).pipe(
          Effect.orDie,
          Effect.flatMap((result) => ("failed" in result ? Effect.fail(result.failed) : Effect.succeed(result.ok))),
        )

      const use = <A>(codeId: string, code: string, purpose: CodePurpose, then: (row: CodeRow) => Effect.Effect<A>) =>
        settle<A, CodeFailure>(
          Effect.gen(function* () {
            const row = yield* lock(codeId)
            if (!row || row.purpose !== purpose || row.closedAt !== null || row.expired) return { failed: expired() }
            if (row.attempts >= codeMaxAttempts) return { failed: exhausted() }
            if (!sameText(keyedHash(secret, `${codeId}:${code}`), row.codeHash)) {
              const attempts = row.attempts + 1
              yield* sql`UPDATE auth_codes SET attempts = ${attempts} WHERE id = ${codeId}`
              return { failed: attempts >= codeMaxAttempts ? exhausted() : incorrect(codeMaxAttempts - attempts) }
            }
            return { ok: yield* then(row) }
          }).pipe(Effect.orDie),
        )

      const verified = <A, E>(codeId: string, then: (row: CodeRow) => Effect.Effect<A, E>) =>
        settle<A, E | CodeExpired>(
          Effect.gen(function* () {
            const row = yield* lock(codeId).pipe(Effect.orDie)
            if (row?.purpose !== "reset" || row.closedAt !== null || row.expired || row.verifiedAt === null) {
              return { failed: expired() }
            }
            return yield* then(row).pipe(
              Effect.map((ok) => ({ ok })),
              Effect.catch((failed) => Effect.succeed({ failed })),
            )
          }),
        )

      const markVerified = (codeId: string) =>
        sql`UPDATE auth_codes SET verified_at = now() WHERE id = ${codeId}`.pipe(
          Effect.as({ ok: true } as const),
          Effect.orDie,
        )

      return Codes.of({ issue, use, verified, close, markVerified })
    }),
  )
}

const incorrect = (attemptsLeft: number) =>
  new CodeIncorrect({
    code: authErrorCodes.codeIncorrect,
    message: authMessages.codeIncorrect(attemptsLeft),
    attemptsLeft,
  })
