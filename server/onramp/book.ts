// The agents' book for one request: the offers that can serve a country, channel, carrier and asset, with the
// agent's liquidity of that asset, answered from memory (server/onramp/offerBook.ts); and the quotes given from
// them, signed, not stored (server/onramp/signedQuotes.ts).
import { Context, BigDecimal as D, Effect, Layer } from "effect"
import type { Seller } from "../../schema/onrampModels.ts"
import { ServerSecret } from "../auth/secret.ts"
import { type BestOffer, makeOfferBook } from "./offerBook.ts"
import type { AssetTerms, OfferTerms, PricedOffer } from "./pricing.ts"
import { quoteKeyOf, signQuote } from "./signedQuotes.ts"

export interface BookQuery {
  readonly countryIsoCode: string
  readonly paymentChannel: string
  readonly carrierCode: string | undefined
  readonly network: string
  readonly asset: string
}

export interface BookOffer extends OfferTerms {
  readonly agentId: string
  readonly seller: Seller
  readonly averageApprovalSeconds: number
  readonly carrierCode: string
}

export interface BookMarket {
  readonly offers: ReadonlyArray<BookOffer>
  readonly asset: AssetTerms | undefined
  readonly currencyIsoCode: string | undefined
  readonly localScale: 0 | 2
}

export class AgentsBook extends Context.Service<
  AgentsBook,
  {
    readonly market: (query: BookQuery) => Effect.Effect<BookMarket>
    /** The offer that gives the user the most for this amount, undefined when none serves it. */
    readonly best: (
      query: BookQuery,
      currency: "local" | "crypto",
      amount: D.BigDecimal,
    ) => Effect.Effect<BestOffer | undefined>
    /** A quote of the offer, signed: valid `validSeconds`, written nowhere until an order spends it. */
    readonly quote: (
      query: BookQuery,
      offer: BookOffer,
      priced: PricedOffer,
      currency: "local" | "crypto",
      validSeconds: number,
    ) => Effect.Effect<{ readonly quoteId: string; readonly expiresAt: Date }>
  }
>()("server/AgentsBook") {
  static readonly layer = Layer.effect(
    AgentsBook,
    Effect.gen(function* () {
      const book = yield* makeOfferBook
      const quoteKey = quoteKeyOf(yield* ServerSecret)
      const quote = (
        q: BookQuery,
        offer: BookOffer,
        priced: PricedOffer,
        currency: "local" | "crypto",
        validSeconds: number,
      ) =>
        Effect.sync(() => {
          const expiresAt = new Date(Date.now() + validSeconds * 1000)
          const text = (n: D.BigDecimal) => D.format(n)
          const quoteId = signQuote(quoteKey, {
            agentId: offer.agentId,
            countryIsoCode: q.countryIsoCode,
            paymentChannel: q.paymentChannel,
            carrierCode: offer.carrierCode,
            network: q.network,
            asset: q.asset,
            currency,
            rate: text(priced.rate),
            cryptoAmount: text(priced.cryptoAmount),
            cryptoWithdrawAmount: text(priced.cryptoWithdrawAmount),
            usdWithdrawAmount: text(priced.usdWithdrawAmount),
            localAmount: text(priced.localCurrencyAmount),
            cryptoFeeAmount: text(priced.cryptoFeeAmount),
            cryptoGasAmount: text(priced.cryptoGasAmount),
            expiresAt,
          })
          return { quoteId, expiresAt }
        })

      return AgentsBook.of({ market: book.market, best: book.best, quote })
    }),
  )
}
