// The amount screen's calls without the HttpApi client (issue 17): one `fetch` per call, described in
// schema/amountCalls.ts, decoded with the contract's schemas and failing as `callApi` does: the front door's and the
// call's declared failures as their tagged errors (ServiceUnavailable and RestrictedCountry broadcast to the whole
// widget), anything else as an ApiError with the server's message or 'Request failed'.
import { Effect, Schema, SchemaAST } from "effect"
import type { PayloadCall, QueryCall } from "../schema/amountCalls.ts"
import { frontDoorErrors } from "../schema/errors.ts"
import { ApiClient } from "./apiClient.ts"
import { type ApiError, announceGlobalFailure, undeclaredAnswer, unreadable } from "./apiErrors.ts"
import type { GlobalEvents } from "./globalEvents.ts"

type Call = QueryCall<Schema.Top, Schema.Top> | PayloadCall<Schema.Top, Schema.Top, Schema.Top>

type RequestOf<C extends Call> =
  C extends QueryCall<infer Query, Schema.Top>
    ? Query["Type"]
    : C extends PayloadCall<infer Payload, Schema.Top, Schema.Top>
      ? Payload["Type"]
      : never

type DeclaredError<C extends Call> =
  | (typeof frontDoorErrors)[number]["Type"]
  | (C extends PayloadCall<Schema.Top, Schema.Top, infer Error> ? Error["Type"] : never)

/** The contract's client answers only its success status (200 here) with the success schema. */
const successStatus = 200

const statusOf = (error: Schema.Top): unknown => SchemaAST.resolve(error.ast)?.httpApiStatus

/** Each declared status with the decoder of its failures, as the contract's client groups them. */
const declaredFailures = (call: Call) => {
  const byStatus = new Map<unknown, Array<Schema.Top>>()
  for (const error of [...frontDoorErrors, ...(call.method === "POST" ? call.error : [])]) {
    const known = byStatus.get(statusOf(error)) ?? []
    if (!known.includes(error)) byStatus.set(statusOf(error), [...known, error])
  }
  return new Map([...byStatus].map(([status, errors]) => [status, Schema.decodeUnknownEffect(Schema.Union(errors))]))
}

const decoders = new WeakMap<Call, ReturnType<typeof makeDecoders>>()
const makeDecoders = (call: Call) => ({
  encode: Schema.encodeUnknownEffect(call.method === "GET" ? call.query : call.payload),
  success: Schema.decodeUnknownEffect(call.success),
  failures: declaredFailures(call),
})
const decodersOf = (call: Call) => {
  const known = decoders.get(call)
  if (known) return known
  const made = makeDecoders(call)
  decoders.set(call, made)
  return made
}

/** A body as the contract's client reads it: empty is no content, anything else JSON; `unreadable` if it is not. */
const parseBody = (text: string): { readonly body: unknown } | "unreadable" => {
  if (text === "") return { body: undefined }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return "unreadable"
  }
}

const queryString = (query: unknown) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined) params.append(key, String(value))
  }
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

export const fetchCall = <C extends Call>(
  call: C,
  request: RequestOf<C>,
): Effect.Effect<C["success"]["Type"], DeclaredError<C> | ApiError, ApiClient | GlobalEvents> =>
  Effect.gen(function* () {
    const { baseUrl } = yield* ApiClient
    const decode = decodersOf(call)
    const encoded = yield* Effect.mapError(decode.encode(request), () => unreadable(0))
    const answer = yield* Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(
          call.method === "GET" ? `${baseUrl}${call.path}${queryString(encoded)}` : `${baseUrl}${call.path}`,
          call.method === "GET"
            ? { method: "GET", headers: { "x-web": "1" }, signal }
            : {
                method: "POST",
                headers: { "x-web": "1", "content-type": "application/json" },
                body: JSON.stringify(encoded),
                signal,
              },
        )
        return { status: response.status, text: await response.text() }
      },
      catch: () => unreadable(0),
    })
    const parsed = parseBody(answer.text)
    if (answer.status === successStatus) {
      if (parsed === "unreadable") return yield* Effect.fail(unreadable(0))
      return yield* Effect.mapError(decode.success(parsed.body), () => unreadable(0))
    }
    if (parsed === "unreadable") return yield* Effect.fail(unreadable(answer.status))
    const declared = decode.failures.get(answer.status)
    const failure = declared
      ? yield* Effect.orElseSucceed(declared(parsed.body), () => undeclaredAnswer(answer.status, parsed.body))
      : undeclaredAnswer(answer.status, parsed.body)
    return yield* Effect.fail(failure)
  }).pipe(Effect.tapError(announceGlobalFailure)) as Effect.Effect<
    C["success"]["Type"],
    DeclaredError<C> | ApiError,
    ApiClient | GlobalEvents
  >
