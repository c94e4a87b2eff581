// Where the signed-in user's tokens are kept between visits. Sign-in (a later issue) writes them; the API
// client reads the access token for private calls.
import { Context, Effect, Layer, Schema } from "effect"
import { Tokens } from "../schema/auth.ts"

const storageKey = "pay-widget.tokens"

export class TokenStore extends Context.Service<
  TokenStore,
  {
    readonly get: Effect.Effect<Tokens | undefined>
    readonly set: (tokens: Tokens | undefined) => Effect.Effect<void>
  }
>()("adapters/TokenStore") {
  static readonly localStorage = Layer.sync(TokenStore, () =>
    TokenStore.of({
      get: Effect.sync(() => {
        try {
          const raw = globalThis.localStorage?.getItem(storageKey)
          const parsed: unknown = raw ? JSON.parse(raw) : undefined
          return isTokens(parsed) ? parsed : undefined
        } catch {
          return undefined
        }
      }),
      set: (tokens) =>
        Effect.sync(() => {
          if (tokens) globalThis.localStorage?.setItem(storageKey, JSON.stringify(tokens))
          else globalThis.localStorage?.removeItem(storageKey)
        }),
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
