// The users table, shaped as the contract's User.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { User } from "../../schema/auth.ts"
import type { UserId } from "../../schema/ids.ts"
import { randomId } from "../auth/crypto.ts"

interface UserRow {
  readonly id: UserId
  readonly email: string
  readonly phoneNumber: string | null
  readonly username: string | null
  readonly usernameChanged: boolean
  readonly isAmbassador: boolean
  readonly avatarVersion: number | null
  readonly countryIsoCode: string | null
  readonly passwordHash: string | null
}

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  id: row.phoneNumber,
  email: row.email,
  phoneNumber: row.phoneNumber,
  username: row.username,
  usernameChanged: row.usernameChanged,
  isAmbassador: row.isAmbassador,
  avatar: row.avatarVersion === null ? null : `/media/avatars/${row.id}?v=${row.avatarVersion}`,
  countryIsoCode: row.countryIsoCode,
})

export class Users extends Context.Service<
  Users,
  {
    readonly byId: (id: string) => Effect.Effect<UserRow | undefined>
    readonly byEmail: (email: string) => Effect.Effect<UserRow | undefined>
    /** The account of an e-mail, made on its first sign-in with the country chosen then. */
    readonly findOrCreate: (email: string, countryIsoCode: string | null) => Effect.Effect<UserRow>
    readonly setPassword: (id: UserId, passwordHash: string) => Effect.Effect<void>
    /** False when another account has the username already. */
    readonly setUsername: (id: UserId, username: string) => Effect.Effect<boolean>
    readonly setAvatar: (id: UserId, mime: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly avatar: (id: string) => Effect.Effect<{ mime: string; bytes: Uint8Array } | undefined>
    readonly usernameTaken: (username: string) => Effect.Effect<boolean>
  }
>()("server/Users") {
  static readonly layer = Layer.effect(
    Users,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const one = (rows: ReadonlyArray<UserRow>) => rows[0]
      const byId = (id: string) =>
        sql<UserRow>`SELECT * FROM users WHERE id = ${id}`.pipe(Effect.map(one), Effect.orDie)
      const byEmail = (email: string) =>
        sql<UserRow>`SELECT * FROM users WHERE email = ${email}`.pipe(Effect.map(one), Effect.orDie)
      const findOrCreate = (email: string, countryIsoCode: string | null) =>
        Effect.gen(function* () {
          yield* sql`INSERT INTO users (id, email, country_iso_code) VALUES (${randomId()}, ${email}, ${countryIsoCode})
            ON CONFLICT (email) DO NOTHING`
          const row = yield* sql<UserRow>`SELECT * FROM users WHERE email = ${email}`
          if (!row[0]) return yield* Effect.die(new Error("the account could not be made"))
          return row[0]
        }).pipe(Effect.orDie)
      const setPassword = (id: UserId, passwordHash: string) =>
        sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)
      const setUsername = (id: UserId, username: string) =>
        sql`UPDATE users SET username = ${username}, username_changed = true WHERE id = ${id}`.pipe(
          Effect.as(true),
          Effect.catchTag("SqlError", (error) =>
            error.reason._tag === "UniqueViolation" ? Effect.succeed(false) : Effect.die(error),
          ),
        )
      const setAvatar = (id: UserId, mime: string, bytes: Uint8Array) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`INSERT INTO avatars (user_id, mime, bytes) VALUES (${id}, ${mime}, ${bytes})
                ON CONFLICT (user_id) DO UPDATE SET mime = EXCLUDED.mime, bytes = EXCLUDED.bytes, updated_at = now()`
              yield* sql`UPDATE users SET avatar_version = COALESCE(avatar_version, 0) + 1 WHERE id = ${id}`
            }),
          )
          .pipe(Effect.orDie)
      const avatar = (id: string) =>
        sql<{ mime: string; bytes: Uint8Array }>`SELECT mime, bytes FROM avatars WHERE user_id = ${id}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )
      const usernameTaken = (username: string) =>
        sql`SELECT 1 FROM users WHERE lower(username) = lower(${username})`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )
      return Users.of({ byId, byEmail, findOrCreate, setPassword, setUsername, setAvatar, avatar, usernameTaken })
    }),
  )
}
