// Failures of sign-in and the account, each with its HTTP status and the { code, message } body of every failure.
import { Schema } from "effect"

const body = { code: Schema.String, message: Schema.String }

export class CodeIncorrect extends Schema.TaggedError<CodeIncorrect>()(
  "CodeIncorrect",
  { ...body, attemptsLeft: Schema.Number },
  { httpApiStatus: 400 },
) {}
export class CodeExpired extends Schema.TaggedError<CodeExpired>()("CodeExpired", body, { httpApiStatus: 400 }) {}
export class CodeAttemptsExhausted extends Schema.TaggedError<CodeAttemptsExhausted>()("CodeAttemptsExhausted", body, {
  httpApiStatus: 400,
}) {}
export class CredentialsInvalid extends Schema.TaggedError<CredentialsInvalid>()("CredentialsInvalid", body, {
  httpApiStatus: 401,
}) {}
export class RefreshTokenInvalid extends Schema.TaggedError<RefreshTokenInvalid>()("RefreshTokenInvalid", body, {
  httpApiStatus: 401,
}) {}
export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()(
  "TooManyAttempts",
  { ...body, retryAfterSeconds: Schema.Number },
  { httpApiStatus: 429 },
) {}
export class UsernameTaken extends Schema.TaggedError<UsernameTaken>()("UsernameTaken", body, { httpApiStatus: 409 }) {}
export class UsernameChangeNotAllowed extends Schema.TaggedError<UsernameChangeNotAllowed>()(
  "UsernameChangeNotAllowed",
  body,
  { httpApiStatus: 403 },
) {}

export const authErrorCodes = {
  codeIncorrect: "CODE_INCORRECT",
  codeExpired: "CODE_EXPIRED",
  codeAttemptsExhausted: "CODE_ATTEMPTS_EXHAUSTED",
  credentialsInvalid: "CREDENTIALS_INVALID",
  refreshTokenInvalid: "REFRESH_TOKEN_INVALID",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  usernameTaken: "USERNAME_TAKEN",
  usernameChangeNotAllowed: "USERNAME_CHANGE_NOT_ALLOWED",
} as const

/**
 * The texts two messages below choose among (a plural picked in English, minutes rounded up from seconds): each is a
 * text of its own, so the widget finds its translation from the English the server sends (issue 19).
 */
export const authMessageForms = {
  codeIncorrect: "The code is incorrect.",
  oneAttemptLeft: "The code is incorrect. 1 attempt left.",
  attemptsLeft: (attemptsLeft: number) => `The code is incorrect. ${attemptsLeft} attempts left.`,
  tooManyCodes: (minutes: number) => `Too many codes requested. Try again in ${minutes} min.`,
} as const

/** What the server says; the widget shows the message as given. 'Refresh token is invalid' is spec 1 §8's. */
export const authMessages = {
  codeIncorrect: (attemptsLeft: number) =>
    attemptsLeft > 1
      ? authMessageForms.attemptsLeft(attemptsLeft)
      : attemptsLeft === 1
        ? authMessageForms.oneAttemptLeft
        : authMessageForms.codeIncorrect,
  codeExpired: "The code has expired. Request a new one.",
  codeAttemptsExhausted: "Too many wrong codes. Request a new one.",
  credentialsInvalid: "The e-mail or password is incorrect.",
  refreshTokenInvalid: "Refresh token is invalid",
  tooManyCodes: (seconds: number) => authMessageForms.tooManyCodes(Math.ceil(seconds / 60)),
  tooManyLogins: (seconds: number) => `Too many failed attempts. Try again in ${seconds} s.`,
  usernameTaken: "This username is taken. Try another one.",
  usernameChangeNotAllowed: "The username can be changed only once.",
  avatarType: "The avatar must be a JPEG, PNG or WebP image.",
  avatarMissing: "Choose an image to upload.",
  codeNotVerified: "Verify the code sent to your e-mail first.",
} as const
