// The API client derived from the shared contract: every call carries x-web: 1, private calls the bearer token.
// `callApi` runs one call and turns its failures into what the widget handles (apiErrors.ts).

import type { Schema } from "effect"
import { Context, Effect, Layer } from "effect"
import { FetchHttpClient, HttpClient, type HttpClientError, HttpClientRequest } from "effect/http"
import { HttpApiClient, HttpApiMiddleware } from "effect/http-api"
import { Api } from "../schema/api.ts"
import { Authorization } from "../schema/middleware.ts"
import { type ApiError, announceGlobalFailure, toApiError } from "./apiErrors.ts"
import type { GlobalEvents } from "./globalEvents.ts"
import { makeTokenRefresher } from "./tokenRefresh.ts"

export type Client = HttpApiClient.ForApi<typeof Api>

export class ApiClient extends Context.Service<ApiClient, Client>()("adapters/ApiClient") {
  /** `baseUrl` is the API host: the page's own origin in the widget, the test server's URL in tests. */
  static readonly layer = (baseUrl: string) =>
    Layer.effect(
      ApiClient,
      HttpApiClient.make(Api, {
        transformClient: (client) =>
          client.pipe(
            HttpClient.mapRequest((request) =>
              request.pipe(HttpClientRequest.prependUrl(baseUrl), HttpClientRequest.setHeader("x-web", "1")),
            ),
          ),
      }),
    ).pipe(
      Layer.provide(
        HttpApiMiddleware.layerClient(
          Authorization,
          Effect.gen(function* () {
            const refresher = yield* makeTokenRefresher(baseUrl)
            return ({ next, request }) =>
              Effect.flatMap(refresher.tokensForCall, (tokens) =>
                next(tokens ? HttpClientRequest.bearerToken(request, tokens.accessToken) : request),
              )
          }),
        ),
      ),
      Layer.provide(FetchHttpClient.layer),
    )
}

type TransportError = HttpClientError.HttpClientError | Schema.SchemaError

/** Runs one call: declared failures stay typed, the rest become ApiError, and global failures are broadcast. */
export const callApi = <A, E, R>(call: (client: Client) => Effect.Effect<A, E | TransportError, R>) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
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
