// The sign-in and account calls (spec 1 §3, §4, §7): public sign-in, tokens and password reset, and the current
// user's account (private). What they carry is in auth.ts.
import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { avatarMaxBytes, CodeChallenge, Profile, Tokens, User } from "./auth.ts"
import {
  CodeAttemptsExhausted,
  CodeExpired,
  CodeIncorrect,
  CredentialsInvalid,
  RefreshTokenInvalid,
  TooManyAttempts,
  UsernameChangeNotAllowed,
  UsernameTaken,
} from "./authErrors.ts"
import { InvalidRequest, NotFound } from "./errors.ts"
import { CodeId } from "./ids.ts"
import { Authorization } from "./middleware.ts"

const ok = Schema.Struct({ ok: Schema.Boolean })

export class AuthApi extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("refreshToken", "/api/public/auth/token", {
    payload: Schema.Struct({ refreshToken: Schema.String }),
    success: Tokens,
    error: RefreshTokenInvalid,
  }),
  HttpApiEndpoint.post("initFastAuth", "/api/public/pay-widget/auth/fast-auth/init", {
    payload: Schema.Struct({ email: Schema.String, countryIsoCode: Schema.String }),
    success: CodeChallenge,
    error: [InvalidRequest, TooManyAttempts],
  }),
  HttpApiEndpoint.post("confirmFastAuth", "/api/public/pay-widget/auth/fast-auth/confirm", {
    payload: Schema.Struct({ codeId: CodeId, countryIsoCode: Schema.String, code: Schema.String }),
    success: Tokens,
    error: [InvalidRequest, CodeIncorrect, CodeExpired, CodeAttemptsExhausted],
  }),
  HttpApiEndpoint.post("loginWithEmail", "/api/public/pay-widget/auth/login/email", {
    payload: Schema.Struct({ email: Schema.String, password: Schema.String }),
    success: Tokens,
    error: [InvalidRequest, CredentialsInvalid, TooManyAttempts],
  }),
  HttpApiEndpoint.post("initPasswordReset", "/api/public/pay-widget/auth/forgot-password-init", {
    payload: Schema.Struct({ email: Schema.String }),
    success: CodeChallenge,
    error: [InvalidRequest, TooManyAttempts],
  }),
  HttpApiEndpoint.post("verifyCode", "/api/public/pay-widget/auth/verify-code", {
    payload: Schema.Struct({ codeId: CodeId, code: Schema.String }),
    success: ok,
    error: [InvalidRequest, CodeIncorrect, CodeExpired, CodeAttemptsExhausted],
  }),
  HttpApiEndpoint.post("changePassword", "/api/public/pay-widget/auth/change-password", {
    payload: Schema.Struct({ codeId: CodeId, password: Schema.String }),
    success: Tokens,
    error: [InvalidRequest, CodeExpired],
  }),
  HttpApiEndpoint.get("suggestUsername", "/api/public/auth/suggest-username", {
    success: Schema.Struct({ username: Schema.String }),
  }),
) {}

export class UserApi extends HttpApiGroup.make("user")
  .add(
    HttpApiEndpoint.get("getCurrentUser", "/api/private/auth/user", { success: User, error: NotFound }),
    HttpApiEndpoint.get("getProfile", "/api/private/auth/user/profile", {
      query: { noSwapStats: Schema.optional(Schema.String) },
      success: Profile,
    }),
    HttpApiEndpoint.post("changeUsername", "/api/private/auth/user/username", {
      payload: Schema.Struct({ username: Schema.String }),
      success: User,
      error: [InvalidRequest, UsernameTaken, UsernameChangeNotAllowed],
    }),
    HttpApiEndpoint.post("changeAvatar", "/api/private/auth/user/avatar", {
      payload: Schema.Struct({ avatar: Multipart.FilesSchema }).pipe(
        HttpApiSchema.asMultipart({ maxFileSize: avatarMaxBytes, maxParts: 2 }),
      ),
      success: User,
      error: InvalidRequest,
    }),
  )
  .middleware(Authorization) {}
