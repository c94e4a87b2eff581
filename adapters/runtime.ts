// One runtime for the whole widget: every adapter program runs on it.
import { Layer, ManagedRuntime } from "effect"
import { ApiClient } from "./apiClient.ts"
import { GlobalEvents } from "./globalEvents.ts"
import { type ParentHost, ParentWindow } from "./parentEvents.ts"
import { AppStorage } from "./storage.ts"
import { Telegram, type TelegramHost } from "./telegram.ts"
import { TokenStore } from "./tokenStore.ts"
import { Wallets } from "./walletService.ts"

/** What the widget reaches of the page besides the API: its storage, the framing page, Telegram. */
export type PageServices = AppStorage | ParentWindow | Telegram

/** The browser's. */
export const browserPage: Layer.Layer<PageServices> = Layer.mergeAll(ParentWindow.layer, Telegram.layer).pipe(
  Layer.provideMerge(AppStorage.browser),
)

/** A page of the test's own: storage in memory, a fake framing page (not framed unless given), outside Telegram
 * unless given a host. */
export const testPage = (options: { readonly parent?: ParentHost; readonly telegram?: TelegramHost } = {}) =>
  Layer.mergeAll(ParentWindow.test(options.parent ?? notFramed), Telegram.test(options.telegram)).pipe(
    Layer.provideMerge(AppStorage.memory()),
  )

const notFramed: ParentHost = {
  framed: () => false,
  parentOrigin: () => undefined,
  ownOrigin: () => "http://widget.test",
  registeredOrigins: () => undefined,
  post: () => {
    throw new Error("posted to a parent window while not framed")
  },
}

/** `tokens` defaults to the tokens kept in the page's storage. */
export const appLayer = (
  baseUrl: string,
  tokens: Layer.Layer<TokenStore, never, AppStorage> = TokenStore.stored,
  page: Layer.Layer<PageServices> = browserPage,
) =>
  Layer.mergeAll(ApiClient.layer(baseUrl), GlobalEvents.layer, Wallets.layer(baseUrl)).pipe(
    Layer.provideMerge(tokens),
    Layer.provideMerge(page),
  )

export const makeAppRuntime = (
  baseUrl: string,
  tokens?: Layer.Layer<TokenStore, never, AppStorage>,
  page?: Layer.Layer<PageServices>,
) => ManagedRuntime.make(appLayer(baseUrl, tokens, page))

export type AppRuntime = ReturnType<typeof makeAppRuntime>
export type AppServices = Layer.Success<ReturnType<typeof appLayer>>
