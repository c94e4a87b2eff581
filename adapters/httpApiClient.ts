// The API client derived from the whole contract: every call carries x-web: 1, private calls the bearer token. Loaded
// by adapters/apiClient.ts the first time a call needs it, so its code (the HttpApi client, every endpoint group) is
// not on the first screen (issue 17).
import { Effect } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient, HttpApiMiddleware } from "effect/http-api"
import { Api } from "../schema/api.ts"
import { Authorization } from "../schema/middleware.ts"
import { makeTokenRefresher } from "./tokenRefresh.ts"

export type Client = HttpApiClient.ForApi<typeof Api>

/** `baseUrl` is the API host: the page's own origin in the widget, the test server's URL in tests. */
export const makeClient = (baseUrl: string) =>
  HttpApiClient.make(Api, {
    transformClient: (client) =>
      client.pipe(
        HttpClient.mapRequest((request) =>
          request.pipe(HttpClientRequest.prependUrl(baseUrl), HttpClientRequest.setHeader("x-web", "1")),
        ),
      ),
  }).pipe(
    Effect.provide(
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
    Effect.provide(FetchHttpClient.layer),
  )
