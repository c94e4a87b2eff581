// Access tokens (HS256, 15 minutes) and rotating refresh tokens (30 days). Each sign-in starts a family; using a
// refresh token trades it for a new pair in the same family; using one twice revokes the family, and with it
// every access token it gave.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Tokens as TokenPair } from "../../schema/auth.ts"
import { authErrorCodes, authMessages, RefreshTokenInvalid } from "../../schema/authErrors.ts"
import type { UserId } from "../../schema/ids.ts"
import { keptReads } from "../database/keptReads.ts"
import { keyedHash, randomId, sameText, signAccessToken, verifyAccessToken } from "./crypto.ts"
import { ServerSecret } from "./secret.ts"

export const accessTokenSeconds = 15 * 60
export const refreshTokenDays = 30

const invalid = () =>
  new RefreshTokenInvalid({ code: authErrorCodes.refreshTokenInvalid, message: authMessages.refreshTokenInvalid })

export class Tokens extends Context.Service<
  Tokens,
  {
    readonly issue: (userId: UserId, familyId?: string) => Effect.Effect<TokenPair>
    readonly rotate: (refreshToken: string) => Effect.Effect<TokenPair, RefreshTokenInvalid>
    /** The user of a valid access token whose family is not revoked. */
    readonly authenticate: (accessToken: string) => Effect.Effect<UserId | undefined>
  }
>()("server/Tokens") {
  static readonly layer = Layer.effect(
    Tokens,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secret = yield* ServerSecret

      const issue = (userId: UserId, familyId = randomId()) =>
        Effect.gen(function* () {
          const id = randomId()
          const tokenSecret = randomId(32)
          yield* sql`INSERT INTO refresh_tokens ${sql.insert({
            id,
            familyId,
            userId,
            secretHash: keyedHash(secret, tokenSecret),
            expiresAt: new Date(Date.now() + refreshTokenDays * 86_400_000),
          })}`
          const exp = Math.floor(Date.now() / 1000) + accessTokenSeconds
          return {
            accessToken: signAccessToken(secret, { sub: userId, fam: familyId, exp }),
            refreshToken: `${id}.${tokenSecret}`,
          }
        }).pipe(Effect.orDie)

      const rotate = (refreshToken: string) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const [id = "", tokenSecret = ""] = refreshToken.split(".")
              const [row] = yield* sql<{
                familyId: string
                userId: UserId
                secretHash: string
                usedAt: Date | null
                revokedAt: Date | null
                expired: boolean
              }>`SELECT family_id, user_id, secret_hash, used_at, revoked_at, expires_at <= now() AS expired
                FROM refresh_tokens WHERE id = ${id} FOR UPDATE`
              if (!row || !sameText(keyedHash(secret, tokenSecret), row.secretHash)) return undefined
              if (row.revokedAt !== null || row.expired) return undefined
              if (row.usedAt !== null) {
                // Replayed: whoever holds this family's tokens is not to be trusted any more.
                yield* sql`UPDATE refresh_tokens SET revoked_at = now()
                  WHERE family_id = ${row.familyId} AND revoked_at IS NULL`
                return undefined
              }
              yield* sql`UPDATE refresh_tokens SET used_at = now() WHERE id = ${id}`
              return yield* issue(row.userId, row.familyId)
            }),
          )
          .pipe(
            Effect.orDie,
            Effect.flatMap((pair) => (pair ? Effect.succeed(pair) : Effect.fail(invalid()))),
          )

      // Every private call asks this: at most a second old while this process writes nothing (keptReads.ts), so a
      // family revoked here is refused at once, and one revoked by another replica within a second.
      const liveUser = keptReads((userId: string, familyId: string) =>
        Effect.map(
          sql<{ userId: UserId }>`
            SELECT u.id AS user_id FROM users u
            WHERE u.id = ${userId}
              AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = ${familyId} AND r.revoked_at IS NOT NULL)`,
          ([live]) => live?.userId,
        ).pipe(Effect.orDie),
      )

      const authenticate = (accessToken: string) => {
        const claims = verifyAccessToken(secret, accessToken)
        return claims ? liveUser(claims.sub, claims.fam) : Effect.succeed(undefined)
      }

      return Tokens.of({ issue, rotate, authenticate })
    }),
  )
}
