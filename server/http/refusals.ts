// The documented body of a refusal the HTTP layer makes by itself, before or around the contract's calls:
// { _tag, code, message } with the status's error from schema/errors.ts.
import { HttpServerResponse } from "effect/http"
import { errorCodes, serverMessages } from "../../schema/errors.ts"

const byStatus: Record<number, { readonly _tag: string; readonly code: string; readonly message: string }> = {
  400: { _tag: "InvalidRequest", code: errorCodes.invalidRequest, message: serverMessages.unreadableRequest },
  404: { _tag: "NotFound", code: errorCodes.notFound, message: serverMessages.routeNotFound },
  413: { _tag: "PayloadTooLarge", code: errorCodes.payloadTooLarge, message: serverMessages.payloadTooLarge },
  415: {
    _tag: "UnsupportedMediaType",
    code: errorCodes.unsupportedMediaType,
    message: serverMessages.unsupportedMediaType,
  },
  431: { _tag: "HeadersTooLarge", code: errorCodes.headersTooLarge, message: serverMessages.headersTooLarge },
  // Answered by the listener while the server starts or stops (server/http/listener.ts).
  503: { _tag: "ServiceUnavailable", code: errorCodes.serviceUnavailable, message: serverMessages.notReady },
}

/** The body of a refusal with `status` (any other reads as an invalid request), with its own message if given. */
export const refusalBody = (status: number, message?: string) => {
  const known = byStatus[status] ?? byStatus[400]
  return { ...known, message: message ?? known?.message }
}

/** A refusal as an answer. A body too large closes the connection, so the client stops sending it. */
export const refusal = (status: number, message?: string) =>
  HttpServerResponse.jsonUnsafe(refusalBody(status, message), {
    status,
    headers: status === 413 ? { connection: "close" } : {},
  })
