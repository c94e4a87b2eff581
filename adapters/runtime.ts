// One runtime for the whole widget: every adapter program runs on it.
import { Layer, ManagedRuntime } from "effect"
import { ApiClient } from "./apiClient.ts"
import { GlobalEvents } from "./globalEvents.ts"
import { TokenStore } from "./tokenStore.ts"

export const appLayer = (baseUrl: string, tokens: Layer.Layer<TokenStore> = TokenStore.localStorage) =>
  Layer.mergeAll(ApiClient.layer(baseUrl), GlobalEvents.layer).pipe(Layer.provideMerge(tokens))

export const makeAppRuntime = (baseUrl: string, tokens?: Layer.Layer<TokenStore>) =>
  ManagedRuntime.make(appLayer(baseUrl, tokens))

export type AppRuntime = ReturnType<typeof makeAppRuntime>
export type AppServices = Layer.Success<ReturnType<typeof appLayer>>
