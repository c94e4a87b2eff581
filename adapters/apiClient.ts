// The API as the widget's programs reach it: `callApi` runs one call of the contract and turns its failures into what
// the widget handles (apiErrors.ts). The HttpApi client behind it (httpApiClient.ts) is loaded and built the first
// time a call needs it, not with the first screen, whose own calls go through fetchCall.ts (issue 17).

import type { Schema } from "effect"
import { Context, Duration, Effect, Exit, Layer } from "effect"
import type { HttpClientError } from "effect/http"
import { type ApiError, announceGlobalFailure, toApiError, unreadable } from "./apiErrors.ts"
import type { GlobalEvents } from "./globalEvents.ts"
import type { Client } from "./httpApiClient.ts"
import type { TokenStore } from "./tokenStore.ts"

export type { Client }

export class ApiClient extends Context.Service<
  ApiClient,
  {
    /** The API host: the page's own origin in the widget, the test server's URL in tests. */
    readonly baseUrl: string
    /** The contract's client, loaded once; a failed load ('Request failed') is tried again by the next call. */
    readonly client: Effect.Effect<Client, ApiError>
  }
>()("adapters/ApiClient") {
  static readonly layer = (baseUrl: string) =>
    Layer.effect(
      ApiClient,
      Effect.gen(function* () {
        const tokens = yield* Effect.context<TokenStore>()
        const load = Effect.tryPromise({ try: () => import("./httpApiClient.ts"), catch: () => unreadable(0) }).pipe(
          Effect.flatMap((module) => module.makeClient(baseUrl)),
          Effect.provideContext(tokens),
        )
        const client = yield* Effect.cachedWithTTL(load, (exit) =>
          Exit.isSuccess(exit) ? Duration.infinity : Duration.zero,
        )
        return { baseUrl, client }
      }),
    )
}

type TransportError = HttpClientError.HttpClientError | Schema.SchemaError

/** Runs one call: declared failures stay typed, the rest become ApiError, and global failures are broadcast. */
export const callApi = <A, E, R>(call: (client: Client) => Effect.Effect<A, E | TransportError, R>) =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const client = yield* api.client
    return yield* call(client).pipe(
      Effect.catchIf(
        (error): error is TransportError =>
          typeof error === "object" &&
          error !== null &&
          "_tag" in error &&
          (error._tag === "HttpClientError" || error._tag === "SchemaError"),
        (error) => Effect.flatMap(toApiError(error), Effect.fail),
      ),
      Effect.tapError(announceGlobalFailure),
    )
  }) as Effect.Effect<A, Exclude<E, TransportError> | ApiError, R | ApiClient | GlobalEvents>
