// Handlers of the buy-goods calls, over the off-ramp's machinery: the quote is the best off-ramp offer on the
// country's buy_goods channel for the local amount the merchant asks; the order is an anonymous off-ramp order
// paying the till; confirming a payment reads it on chain first, so a transaction that does not pay the order is
// refused with its reason and changes nothing; one proven to pay it takes its hash at once.
import { BigDecimal as D, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Api } from "../../schema/api.ts"
import { buyGoodsErrorCodes, buyGoodsRefusals } from "../../schema/buyGoods.ts"
import { InvalidRequest, invalidRequest } from "../../schema/errors.ts"
import { QuoteId } from "../../schema/ids.ts"
import { errors } from "../../schema/messages.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { Chain } from "../chain/chain.ts"
import { OfframpBook } from "../offramp/book.ts"
import { confirmByHash, orderNotFound } from "../offramp/confirmation.ts"
import { createSale } from "../offramp/creation.ts"
import { OfframpOrders } from "../offramp/orders.ts"
import { bestSaleOf } from "../offramp/pricing.ts"
import { paymentChecker } from "../offramp/verify.ts"
import { amountOf } from "../onramp/amountInput.ts"
import { Settings } from "../settings/repository.ts"
import { BuyGoodsOrders } from "./orders.ts"
import { BuyGoodsTills } from "./tills.ts"

const num = (n: D.BigDecimal) => D.toNumberUnsafe(n)
const channel = "buy_goods"

/** What making an off-ramp order needs, provided from the handlers' own context. */
type SaleNeeds = Effect.Services<ReturnType<typeof createSale>>
type Needs = OfframpBook | OfframpOrders | BuyGoodsOrders | BuyGoodsTills | Settings | Chain | SaleNeeds

export const BuyGoodsHandlers = HttpApiBuilder.group(
  Api,
  "buyGoods",
  Effect.fn(function* (handlers) {
    const book = yield* OfframpBook
    const offramp = yield* OfframpOrders
    const orders = yield* BuyGoodsOrders
    const tills = yield* BuyGoodsTills
    const settings = yield* Settings
    const sql = yield* SqlClient.SqlClient
    const check = paymentChecker(yield* Chain)
    const context = yield* Effect.context<Needs>()

    const open = Effect.gen(function* () {
      if (!(yield* settings.get).buyGoodsEnabled)
        return yield* new InvalidRequest({ code: buyGoodsErrorCodes.paused, message: buyGoodsRefusals.paused })
    })
    const merchantOf = (countryIsoCode: string, tillNumber: string) =>
      Effect.gen(function* () {
        const merchant = yield* tills.merchantOf(countryIsoCode, tillNumber)
        if (merchant) return merchant
        const country = yield* tills.countryName(countryIsoCode)
        return yield* (yield* tills.servesCountry(countryIsoCode))
          ? new InvalidRequest({
              code: buyGoodsErrorCodes.unknownTill,
              message: buyGoodsRefusals.unknownTill(tillNumber, country),
            })
          : new InvalidRequest({
              code: buyGoodsErrorCodes.notAvailable,
              message: buyGoodsRefusals.notAvailable(country),
            })
      })
    const read = (orderId: string) => Effect.map(orders.read(orderId), (found) => found?.order)

    return handlers
      .handle("getBuyGoodsQuote", ({ query }) =>
        Effect.gen(function* () {
          yield* open
          const merchantName = yield* merchantOf(query.countryIsoCode, query.tillNumber)
          const sale = { ...query, paymentChannel: channel }
          const market = yield* book.market(sale)
          const priceUsd = market.priceUsd
          if (!priceUsd || !market.currencyIsoCode) return yield* invalidRequest(errors.assetMisconfigured)
          const amount = yield* amountOf(query.amount, "local", market.localScale)
          const best = bestSaleOf(market.offers, priceUsd, { currency: "local", amount, localScale: market.localScale })
          if (!best) return null
          const quoteSeconds = (yield* settings.get).quoteSeconds
          const { quoteId, expiresAt } = yield* book.saveQuote(sale, best.offer, best.sale, "local", quoteSeconds)
          return {
            quoteId: QuoteId.make(quoteId),
            expiresAt: expiresAt.toISOString(),
            tillNumber: query.tillNumber,
            merchantName,
            currencyIsoCode: market.currencyIsoCode,
            localCurrencyAmount: num(best.sale.localCurrencyAmount),
            cryptoAmount: num(best.sale.cryptoAmount),
            cryptoExchangeRate: num(best.sale.rate),
            feeAmountCrypto: num(best.sale.feeAmountCrypto),
          }
        }),
      )
      .handle("createBuyGoodsOrder", ({ payload }) =>
        Effect.gen(function* () {
          yield* open
          const quote = yield* book.quote(payload.quoteId)
          // An unknown or spent quote is the off-ramp's answer to give (expired, or the order it made).
          if (quote && quote.paymentChannel !== channel) return yield* invalidRequest(buyGoodsRefusals.notATillQuote)
          if (quote) yield* merchantOf(quote.countryIsoCode, payload.tillNumber)
          const made = yield* createSale(null, {
            quoteId: payload.quoteId,
            network: payload.network,
            asset: payload.asset,
            amount: quote ? Number(quote.localAmount) : 0,
            currency: "local",
            address: payload.fromAddress,
            requiredFields: { tillNumber: payload.tillNumber },
            sourceParam: payload.sourceParam,
          }).pipe(
            Effect.provideContext(context),
            // Only a signed-in user has an account country to differ from.
            Effect.catchTag("CountryMismatch", Effect.die),
            Effect.catchTag("OfframpPaused", () => invalidRequest(buyGoodsRefusals.paused)),
            Effect.catchTag("OfframpFieldsInvalid", (refused) => invalidRequest(refused.message)),
          )
          const order = yield* read(made._id)
          return order ?? (yield* Effect.die(new Error(`the buy-goods order ${made._id} just made could not be read`)))
        }),
      )
      .handle("getBuyGoodsOrder", ({ params }) =>
        Effect.flatMap(read(params.orderId), (order) => (order ? Effect.succeed(order) : Effect.fail(orderNotFound()))),
      )
      .handle("confirmBuyGoodsPayment", ({ payload }) =>
        confirmByHash(payload.orderId, payload.hash, {
          read,
          claim: offramp.claimHash,
          verify: (order, hash) =>
            Effect.gen(function* () {
              const found = yield* orders.read(order._id)
              if (!found) return yield* orderNotFound()
              const outcome = yield* check({
                network: order.network,
                asset: order.asset,
                hash,
                fromAddress: order.fromAddress,
                toAddress: order.depositAddress,
                cryptoAmount: found.cryptoAmount,
              }).pipe(
                Effect.provideService(SqlClient.SqlClient, sql),
                // The chain could not be read now: the order checks the hash and the payment job reads it again.
                Effect.catchCause((cause) =>
                  Effect.as(Effect.logWarning(`Reading the payment of buy-goods order ${order._id} failed`, cause), {
                    kind: "pending" as const,
                  }),
                ),
              )
              switch (outcome.kind) {
                case "notFound":
                  return yield* invalidRequest(transactionProblems.notFound(order.network))
                case "reverted":
                  return yield* invalidRequest(transactionProblems.reverted)
                case "mismatch":
                  return yield* invalidRequest(outcome.error)
                case "valid":
                  return "pays" as const
                case "pending":
                  return "unknown" as const
              }
            }),
        }),
      )
  }),
)
