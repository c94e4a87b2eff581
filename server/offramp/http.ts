// Handlers of the public off-ramp calls: payout channels with their required fields, limits and the best offer from
// the agents' book, the anonymous order, reading an order, and confirming it with the hash of its payment.
import { BigDecimal as D, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { invalidRequest } from "../../schema/errors.ts"
import { QuoteId } from "../../schema/ids.ts"
import { requiredKycLevel } from "../../schema/kycRequirement.ts"
import { errors } from "../../schema/messages.ts"
import { KycRecords } from "../kyc/repository.ts"
import { amountOf } from "../onramp/amountInput.ts"
import { Settings } from "../settings/repository.ts"
import { OfframpBook } from "./book.ts"
import { confirmByHash, orderNotFound } from "./confirmation.ts"
import { checkSaleDetails, createSale, type SaleServices } from "./creation.ts"
import { publicOfframpOrder } from "./orderRows.ts"
import { OfframpOrders } from "./orders.ts"
import { bestSaleOf, saleLimitsOf } from "./pricing.ts"

const num = (n: D.BigDecimal) => D.toNumberUnsafe(n)

export const OfframpHandlers = HttpApiBuilder.group(
  Api,
  "offramp",
  Effect.fn(function* (handlers) {
    const book = yield* OfframpBook
    const orders = yield* OfframpOrders
    const settings = yield* Settings
    const kyc = yield* KycRecords
    const context = yield* Effect.context<SaleServices>()
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
          const best = bestSaleOf(market.offers, priceUsd, {
            currency: query.currency,
            amount,
            localScale: market.localScale,
          })
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
            quoteId: QuoteId.make(quoteId),
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
            anonymousAllowed:
              requiredKycLevel({
                amountUsd: num(best.sale.usdAmount),
                product: "offramp",
                rules: yield* kyc.rules(query.countryIsoCode),
                passed: null,
              }) === undefined,
          }
        }),
      )
      .handle("createOfframpOrderAnonymous", ({ payload }) =>
        // Only a signed-in user has an account country to differ from.
        createSale(null, payload).pipe(Effect.provideContext(context), Effect.catchTag("CountryMismatch", Effect.die)),
      )
      .handle("validateOfframpFieldsAnonymous", ({ payload }) =>
        checkSaleDetails(payload).pipe(Effect.provideContext(context)),
      )
      .handle("getOfframpOrder", ({ params }) =>
        Effect.flatMap(orders.read(params.orderId), (order) =>
          order ? Effect.succeed(publicOfframpOrder(order)) : Effect.fail(orderNotFound()),
        ),
      )
      .handle("confirmOfframpOrder", ({ payload }) =>
        Effect.map(
          confirmByHash(payload.orderId, payload.hash, { read: orders.read, claim: orders.claimHash }),
          publicOfframpOrder,
        ),
      )
  }),
)
