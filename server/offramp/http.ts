// Handlers of the public off-ramp calls: payout channels with their required fields, limits and the best offer from
// the agents' book, the anonymous order, reading an order, and confirming it with the hash of its payment.
import { BigDecimal as D, Effect, type Layer } from "effect"
import { HttpApiBuilder, type HttpApiGroup } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { evmNetworks } from "../../schema/enums.ts"
import { errorCodes, InvalidRequest, invalidRequest, NotFound } from "../../schema/errors.ts"
import type { QuoteId } from "../../schema/ids.ts"
import { errors, validation } from "../../schema/messages.ts"
import { offrampErrorCodes, transactionProblems } from "../../schema/offramp.ts"
import type { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import type { Users } from "../user/repository.ts"
import { OfframpBook } from "./book.ts"
import { amountOf, createSale } from "./creation.ts"
import { normaliseHash } from "./hashClaims.ts"
import { OfframpOrders } from "./orders.ts"
import { betterSale, priceSale, saleLimitsOf } from "./pricing.ts"

const num = (n: D.BigDecimal) => D.toNumberUnsafe(n)
const orderNotFound = () => new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })
const refusal = (code: string, message: string) => new InvalidRequest({ code, message })

export const OfframpHandlers: Layer.Layer<
  HttpApiGroup.Service<"pay-widget", "offramp">,
  never,
  OfframpBook | OfframpOrders | Settings | Users | ServerConfig
> = HttpApiBuilder.group(
  Api,
  "offramp",
  Effect.fn(function* (handlers) {
    const book = yield* OfframpBook
    const orders = yield* OfframpOrders
    const settings = yield* Settings
    const context = yield* Effect.context<OfframpBook | OfframpOrders | Settings | Users | ServerConfig>()
    return handlers
      .handle("getOfframpPaymentChannels", () => book.channels)
      .handle("getOfframpLimits", ({ query }) =>
        Effect.gen(function* () {
          const market = yield* book.market(query)
          if (!market.priceUsd) return yield* invalidRequest(errors.assetMisconfigured)
          const limits = saleLimitsOf(market.offers, market.priceUsd)
          if (!limits) return yield* invalidRequest(errors.noOffer)
          return {
            minCrypto: num(limits.minCrypto),
            maxCrypto: num(limits.maxCrypto),
            minLocalCurrency: num(limits.minLocal),
            maxLocalCurrency: num(limits.maxLocal),
          }
        }),
      )
      .handle("getOfframpBestOffer", ({ query }) =>
        Effect.gen(function* () {
          const market = yield* book.market(query)
          const priceUsd = market.priceUsd
          if (!priceUsd || !market.currencyIsoCode) return yield* invalidRequest(errors.assetMisconfigured)
          const amount = yield* amountOf(query.amount, query.currency, market.localScale)
          const priced = market.offers.flatMap((offer) => {
            const sale = priceSale(offer, priceUsd, { currency: query.currency, amount, localScale: market.localScale })
            return sale ? [{ offer, sale }] : []
          })
          const best = priced.reduce<(typeof priced)[number] | undefined>(
            (champion, next) => (!champion || betterSale(query.currency)(next.sale, champion.sale) ? next : champion),
            undefined,
          )
          // An empty book, or none that serves this amount: the no-offer answer.
          if (!best) return null
          const { quoteId, expiresAt } = yield* book.saveQuote(
            query,
            best.offer,
            best.sale,
            query.currency,
            (yield* settings.get).quoteSeconds,
          )
          return {
            quoteId: quoteId as QuoteId,
            expiresAt: expiresAt.toISOString(),
            cryptoExchangeRate: num(best.sale.rate),
            currencyIsoCode: market.currencyIsoCode,
            requiredFields: market.requiredFields,
            cashout: {
              cryptoAmount: num(best.sale.cryptoAmount),
              usdAmount: num(best.sale.usdAmount),
              localCurrencyAmount: num(best.sale.localCurrencyAmount),
              feeAmountCrypto: num(best.sale.feeAmountCrypto),
            },
          }
        }),
      )
      .handle("createOfframpOrderAnonymous", ({ payload }) =>
        // Only a signed-in user has an account country to differ from.
        createSale(null, payload).pipe(Effect.provideContext(context), Effect.catchTag("CountryMismatch", Effect.die)),
      )
      .handle("getOfframpOrder", ({ params }) =>
        Effect.flatMap(orders.read(params.orderId), (order) =>
          order ? Effect.succeed(order) : Effect.fail(orderNotFound()),
        ),
      )
      .handle("confirmOfframpOrder", ({ payload }) =>
        Effect.gen(function* () {
          const hash = payload.hash.trim()
          if (hash === "") return yield* invalidRequest(validation.transactionHashRequired)
          const order = yield* orders.read(payload.orderId)
          if (!order) return yield* orderNotFound()
          if (evmNetworks.includes(order.network) && !/^0x[0-9a-fA-F]{64}$/.test(hash))
            return yield* invalidRequest(transactionProblems.notAHash(order.network))
          const claim = yield* orders.claimHash(order._id, normaliseHash(order.network, hash))
          if (!claim.claimed) {
            switch (claim.refused) {
              case "notFound":
                return yield* orderNotFound()
              case "notPayable":
                return yield* refusal(offrampErrorCodes.notPayable, errors.orderNotPayable)
              case "alreadyProcessed":
                return yield* refusal(offrampErrorCodes.alreadyProcessed, errors.orderAlreadyProcessed)
              case "hashUsed":
                return yield* refusal(offrampErrorCodes.hashUsed, transactionProblems.hashUsed)
            }
          }
          return (yield* orders.read(order._id)) ?? (yield* orderNotFound())
        }),
      )
  }),
) as never
