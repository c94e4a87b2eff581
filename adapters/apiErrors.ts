// How a failed call looks to the widget (spec 1 §8). The contract's declared failures keep their tagged errors
// (machines branch on `_tag`); anything else becomes an ApiError with the status and the parsed body, or the
// message 'Request failed' when the body cannot be read. Two failures concern the whole widget and are
// broadcast: 503 (the Service Unavailable page) and RESTRICTED_COUNTRY (a blank page).

import type { Schema } from "effect"
import { Data, Effect, Predicate } from "effect"
import type { HttpClientError } from "effect/http"
import type { RestrictedCountry, ServiceUnavailable } from "../schema/errors.ts"
import { errors } from "../schema/messages.ts"
import { GlobalEvents } from "./globalEvents.ts"

export interface ErrorBody {
  readonly message: string
  readonly code?: string | undefined
  readonly [key: string]: unknown
}

export class ApiError extends Data.TaggedError("ApiError")<{ readonly status: number; readonly body: ErrorBody }> {
  override get message() {
    return this.body.message
  }
}

/** No answer, or one that cannot be read: 'Request failed', with the answer's status (0 without one). */
export const unreadable = (status: number) => new ApiError({ status, body: { message: errors.requestFailed } })

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === "object" && value !== null && typeof (value as ErrorBody).message === "string"

/** An answer the contract does not declare, with its parsed body: the server's message when it gave one. */
export const undeclaredAnswer = (status: number, body: unknown) =>
  isErrorBody(body) ? new ApiError({ status, body }) : unreadable(status)

/** An undeclared answer, a broken body or no answer at all, as an ApiError. */
export const toApiError = (error: HttpClientError.HttpClientError | Schema.SchemaError): Effect.Effect<ApiError> => {
  if (error._tag === "SchemaError") return Effect.succeed(unreadable(0))
  const response = error.response
  if (!response) return Effect.succeed(unreadable(0))
  return response.json.pipe(
    Effect.map((body) => undeclaredAnswer(response.status, body)),
    Effect.orElseSucceed(() => unreadable(response.status)),
  )
}

const unavailable: ServiceUnavailable["_tag"] = "ServiceUnavailable"
const restricted: RestrictedCountry["_tag"] = "RestrictedCountry"

/** Broadcasts the failures that replace the whole widget; every other failure is the caller's to show. The front
 * door's answers are declared on every call, so they arrive tagged; a 503 the contract did not declare (a proxy's)
 * is an ApiError and replaces the widget too. */
export const announceGlobalFailure = (failure: unknown) =>
  Effect.gen(function* () {
    const events = yield* GlobalEvents
    if (Predicate.isTagged(failure, unavailable) || (failure instanceof ApiError && failure.status === 503)) {
      yield* events.emit({ type: "service.unavailable" })
    } else if (Predicate.isTagged(failure, restricted)) {
      yield* events.emit({ type: "country.restricted" })
    }
  })
