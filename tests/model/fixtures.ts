// Outputs and failures the charts' actors give in path tests, shaped as the API client gives them.
import type { User } from "../../schema/auth.ts"
import { authErrorCodes, authMessages } from "../../schema/authErrors.ts"
import { errorCodes, serverMessages } from "../../schema/errors.ts"
import type { UserId } from "../../schema/ids.ts"

export const tokens = { accessToken: "access-1", refreshToken: "refresh-1" }
export const challenge = { codeId: "code-1", codeLength: 6 }
export const user: User = {
  _id: "user-1" as UserId,
  id: null,
  email: "amina@example.com",
  phoneNumber: null,
  username: null,
  usernameChanged: false,
  isAmbassador: false,
  avatar: null,
  countryIsoCode: "KE",
}

export const failures = {
  codeIncorrect: {
    _tag: "CodeIncorrect",
    code: authErrorCodes.codeIncorrect,
    message: authMessages.codeIncorrect(4),
    attemptsLeft: 4,
  },
  codeExpired: { _tag: "CodeExpired", code: authErrorCodes.codeExpired, message: authMessages.codeExpired },
  tooManyAttempts: {
    _tag: "TooManyAttempts",
    code: authErrorCodes.tooManyAttempts,
    message: authMessages.tooManyCodes(600),
    retryAfterSeconds: 600,
  },
  credentialsInvalid: {
    _tag: "CredentialsInvalid",
    code: authErrorCodes.credentialsInvalid,
    message: authMessages.credentialsInvalid,
  },
  unauthorized: { _tag: "Unauthorized", code: errorCodes.unauthorized, message: serverMessages.unauthorized },
  /** A failure without a server message: the chart shows its default. */
  requestFailed: { _tag: "ApiError", status: 0, body: { message: "Request failed" } },
}
