// Handlers of sign-in by e-mail code or password, password reset, token refresh, username suggestions.
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { authErrorCodes, authMessages, CredentialsInvalid } from "../../schema/authErrors.ts"
import { invalidRequest, serverMessages } from "../../schema/errors.ts"
import { checkEmail, checkPassword, normaliseEmail } from "../../schema/validation.ts"
import { Catalog } from "../catalog/repository.ts"
import { Mailer } from "../mail/mailer.ts"
import { Users } from "../user/repository.ts"
import { suggestUsernameCandidate } from "../user/usernames.ts"
import { Codes, codeLength, codeTtlMinutes } from "./codes.ts"
import { hashPassword, verifyPassword } from "./crypto.ts"
import { SignInLimits } from "./limits.ts"
import { Tokens } from "./tokens.ts"

const invalid = invalidRequest

const validEmail = (raw: string) => {
  const problem = checkEmail(raw)
  return problem ? Effect.fail(invalid(problem)) : Effect.succeed(normaliseEmail(raw))
}

const clientAddress = Effect.map(Effect.service(HttpServerRequest.HttpServerRequest), (request) =>
  Option.getOrElse(request.remoteAddress, () => "unknown"),
)

const codeMail = (to: string, code: string, purpose: "login" | "reset") => ({
  to,
  code,
  subject: purpose === "login" ? `Your sign-in code: ${code}` : `Your password reset code: ${code}`,
  body: `Your ${purpose === "login" ? "sign-in" : "password reset"} code is ${code}. It is valid for ${codeTtlMinutes} minutes.\nIf you did not ask for it, ignore this message.`,
})

export const AuthHandlers = HttpApiBuilder.group(
  Api,
  "auth",
  Effect.fn(function* (handlers) {
    const codes = yield* Codes
    const tokens = yield* Tokens
    const users = yield* Users
    const mailer = yield* Mailer
    const catalog = yield* Catalog
    const limits = yield* SignInLimits

    return handlers
      .handle("initFastAuth", ({ payload }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(payload.email)
          const country = payload.countryIsoCode.toUpperCase()
          if (!(yield* catalog.hasCountry(country)))
            return yield* invalid(serverMessages.unknownCountry(payload.countryIsoCode))
          yield* limits.allowCodeRequest(email, yield* clientAddress)
          const { codeId, code } = yield* codes.issue(email, "login", country)
          yield* mailer.send(codeMail(email, code, "login"))
          return { codeId, codeLength }
        }),
      )
      .handle("confirmFastAuth", ({ payload }) =>
        codes.use(payload.codeId, payload.code.trim(), "login", (row) =>
          Effect.gen(function* () {
            yield* codes.close(row.id)
            const user = yield* users.findOrCreate(row.email, row.countryIsoCode ?? payload.countryIsoCode)
            return yield* tokens.issue(user.id)
          }),
        ),
      )
      .handle("loginWithEmail", ({ payload }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(payload.email)
          const attempt = yield* limits.startLoginAttempt(email)
          const user = yield* users.byEmail(email)
          const matches = yield* Effect.promise(() => verifyPassword(payload.password, user?.passwordHash ?? null))
          if (!user || !matches) {
            yield* attempt.failed
            return yield* new CredentialsInvalid({
              code: authErrorCodes.credentialsInvalid,
              message: authMessages.credentialsInvalid,
            })
          }
          yield* limits.clearLoginFailures(email)
          return yield* tokens.issue(user.id)
        }),
      )
      .handle("initPasswordReset", ({ payload }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(payload.email)
          yield* limits.allowCodeRequest(email, yield* clientAddress)
          // The same answer whether or not the address has an account: a code is made either way, and mailed
          // only to an account.
          const { codeId, code } = yield* codes.issue(email, "reset", null)
          if (yield* users.byEmail(email)) yield* mailer.send(codeMail(email, code, "reset"))
          return { codeId, codeLength }
        }),
      )
      .handle("verifyCode", ({ payload }) =>
        codes.use(payload.codeId, payload.code.trim(), "reset", () => codes.markVerified(payload.codeId)),
      )
      .handle("changePassword", ({ payload }) =>
        Effect.gen(function* () {
          const problem = checkPassword(payload.password)
          if (problem) return yield* invalid(problem)
          const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
          return yield* codes.verified(payload.codeId, (row) =>
            Effect.gen(function* () {
              const user = yield* users.byEmail(row.email)
              if (!user) return yield* invalid(authMessages.codeNotVerified)
              yield* users.setPassword(user.id, passwordHash)
              yield* codes.close(row.id)
              yield* limits.clearLoginFailures(row.email)
              return yield* tokens.issue(user.id)
            }),
          )
        }),
      )
      .handle("refreshToken", ({ payload }) => tokens.rotate(payload.refreshToken))
      .handle("suggestUsername", () =>
        Effect.gen(function* () {
          for (let attempt = 0; attempt < 20; attempt++) {
            const username = suggestUsernameCandidate()
            if (!(yield* users.usernameTaken(username))) return { username }
          }
          return { username: suggestUsernameCandidate() }
        }),
      )
  }),
)
