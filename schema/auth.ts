// What sign-in and the account's calls carry (spec 1 §3, §4, §7): tokens, the code challenge, the user. The calls
// themselves are in authApi.ts, apart, so the first screen reads the kept tokens without the endpoint groups
// (issue 17).
import { Schema } from "effect"
import { CodeId, UserId } from "./ids.ts"

export const Tokens = Schema.Struct({ accessToken: Schema.String, refreshToken: Schema.String })
export type Tokens = typeof Tokens.Type

export const CodeChallenge = Schema.Struct({ codeId: CodeId, codeLength: Schema.Number })
export type CodeChallenge = typeof CodeChallenge.Type

export const User = Schema.Struct({
  _id: UserId,
  id: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  phoneNumber: Schema.NullOr(Schema.String),
  username: Schema.NullOr(Schema.String),
  usernameChanged: Schema.Boolean,
  isAmbassador: Schema.Boolean,
  avatar: Schema.NullOr(Schema.String),
  countryIsoCode: Schema.NullOr(Schema.String),
})
export type User = typeof User.Type

export const Profile = Schema.Struct({
  user: User,
  swapStats: Schema.optional(Schema.Struct({ completedOrders: Schema.Number, totalUsdVolume: Schema.Number })),
})
export type Profile = typeof Profile.Type

/** Avatar images: at most 2 MB, type checked by content on the server. */
export const avatarMaxBytes = 2 * 1024 * 1024
