// Where the signed-in user's tokens are kept between visits. Sign-in (a later issue) writes them; the API
// client reads the access token for private calls.
import { Context, Effect, Layer, Schema } from "effect"
import { Tokens } from "../schema/auth.ts"
import { AppStorage } from "./storage.ts"

const storageKey = "pay-widget.tokens"

export class TokenStore extends Context.Service<
  TokenStore,
  {
    readonly get: Effect.Effect<Tokens | undefined>
    readonly set: (tokens: Tokens | undefined) => Effect.Effect<void>
  }
>()("adapters/TokenStore") {
  /** Kept in the local area of the app's storage (adapters/storage.ts), so a refused storage keeps them for the page. */
  static readonly stored = Layer.effect(
    TokenStore,
    Effect.gen(function* () {
      const { local } = yield* AppStorage
      return TokenStore.of({
        get: Effect.sync(() => {
          const raw = local.get(storageKey)
          if (!raw) return undefined
          try {
            const parsed: unknown = JSON.parse(raw)
            return isTokens(parsed) ? parsed : undefined
          } catch {
            return undefined
          }
        }),
        set: (tokens) =>
          Effect.sync(() => {
            if (tokens) local.set(storageKey, JSON.stringify(tokens))
            else local.remove(storageKey)
          }),
      })
    }),
  )

  static readonly memory = (initial?: Tokens) =>
    Layer.sync(TokenStore, () => {
      let tokens = initial
      return TokenStore.of({
        get: Effect.sync(() => tokens),
        set: (next) =>
          Effect.sync(() => {
            tokens = next
          }),
      })
    })
}

const isTokens = Schema.is(Tokens)
