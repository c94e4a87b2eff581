// Domain failures shared by every group. Each answers with its HTTP status and a body of
// { _tag, code, message }: the widget's client reads `code` (RESTRICTED_COUNTRY) and shows `message`.
import { Schema } from "effect"

const body = { code: Schema.String, message: Schema.String }

export class MissingWebHeader extends Schema.TaggedError<MissingWebHeader>()("MissingWebHeader", body, {
  httpApiStatus: 400,
}) {}
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", body, {
  httpApiStatus: 400,
}) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", body, {
  httpApiStatus: 413,
}) {}
/** A body in a content type the call does not take (JSON for most calls, multipart for uploads). */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()("UnsupportedMediaType", body, {
  httpApiStatus: 415,
}) {}
/** Headers over the server's limit (16 KiB), refused before any call runs. */
export class HeadersTooLarge extends Schema.TaggedError<HeadersTooLarge>()("HeadersTooLarge", body, {
  httpApiStatus: 431,
}) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", body, { httpApiStatus: 401 }) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", body, { httpApiStatus: 404 }) {}
export class RestrictedCountry extends Schema.TaggedError<RestrictedCountry>()("RestrictedCountry", body, {
  httpApiStatus: 451,
}) {}
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", body, {
  httpApiStatus: 503,
}) {}

/** What the front door may answer on every call, before the call runs (schema/middleware.ts, FrontDoor): part of
 * every endpoint's contract, so a call made without the HttpApi client decodes them too (adapters/fetchCall.ts). */
export const frontDoorErrors = [
  MissingWebHeader,
  ServiceUnavailable,
  RestrictedCountry,
  InvalidRequest,
  PayloadTooLarge,
  UnsupportedMediaType,
  HeadersTooLarge,
] as const

export const errorCodes = {
  missingWebHeader: "MISSING_WEB_HEADER",
  invalidRequest: "INVALID_REQUEST",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  headersTooLarge: "HEADERS_TOO_LARGE",
  unauthorized: "UNAUTHORIZED",
  notFound: "NOT_FOUND",
  restrictedCountry: "RESTRICTED_COUNTRY",
  serviceUnavailable: "SERVICE_UNAVAILABLE",
} as const

/** Server-side texts of the shared failures (the widget shows them as given). */
export const serverMessages = {
  missingWebHeader: "Requests to this API must carry the header x-web: 1.",
  unauthorized: "Sign-in required: send a valid bearer access token.",
  maintenance: "The service is under maintenance. Please try again later.",
  restrictedCountry: "The service is not available in your country.",
  routeNotFound: "No API call matches this method and path.",
  userNotFound: "No account has this id.",
  accountGone: "The account no longer exists.",
  unknownCountry: (countryIsoCode: string) => `Unknown country: ${countryIsoCode}`,
  notReady: "The server is starting or stopping. Please try again in a moment.",
  unreadableRequest: "The request could not be read: it is malformed.",
  invalidPart: (place: string, problem: string) => `The request's ${place} is invalid: ${problem}`,
  nulCharacter: "The request contains a NUL character, which no value may hold.",
  payloadTooLarge: "The request's body is larger than this call accepts.",
  unsupportedMediaType: "This call does not accept a body of this content type.",
  headersTooLarge: "The request's headers are larger than the server accepts.",
} as const

/** The failure of a request that breaks a rule, with the rule's message. */
export const invalidRequest = (message: string) => new InvalidRequest({ code: errorCodes.invalidRequest, message })
