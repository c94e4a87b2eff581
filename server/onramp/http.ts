// Handlers of the on-ramp offer calls: limits and the best offer from the agents' book. The other on-ramp calls
// answer 501 until the on-ramp issue is done.
import { BigDecimal as D, Effect, Option, Schema } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { bestOfferCall } from "../../schema/amountCalls.ts"
import { Api } from "../../schema/api.ts"
import type { Network } from "../../schema/enums.ts"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import { orderRefusals, quoteExpired } from "../../schema/onramp.ts"
import { type BestOfferRequest, Quote } from "../../schema/onrampModels.ts"
import { Catalog } from "../catalog/repository.ts"
import { decimalOf, usdOf } from "../catalog/usdRates.ts"
import { ServerConfig } from "../config.ts"
import { keptReads } from "../database/keptReads.ts"
import { FastReads } from "../http/fastReads.ts"
import { Settings } from "../settings/repository.ts"
import { isValidAddress } from "./addresses.ts"
import { amountOf } from "./amountInput.ts"
import { AgentsBook } from "./book.ts"
import { fastBestOffer } from "./fastBestOffer.ts"
import { checkSignedLink, Integrators } from "./integrators.ts"
import type { BestOffer } from "./offerBook.ts"
import { publicOnrampOrder } from "./orderRows.ts"
import { OnrampOrders } from "./orders.ts"
import { limitsOf, sameAmount } from "./pricing.ts"
import { Rewards } from "./rewards.ts"
import { paymentFlowOf } from "./transferInstructions.ts"

const invalid = invalidRequest
const num = (n: D.BigDecimal) => D.toNumberUnsafe(n)

// A best-offer answer is written as the catalogue's are, from JSON kept in memory, not encoded by the response's
// Schema per request: the offer's terms are encoded (with the contract's schema) once per offer the book finds, and
// only the quote's id and expiry are written per request.
const QuoteTerms = Schema.Struct({ offer: Quote.fields.offer, cashout: Quote.fields.cashout })
/** The answer when no offer serves the request. */
const noOffer = "null"
/** By the book's found offer, which the book keeps (the same object) while its view lasts. */
const termsJson = new WeakMap<BestOffer, string>()
const termsJsonOf = (best: BestOffer, terms: () => typeof QuoteTerms.Type) => {
  const kept = termsJson.get(best)
  if (kept !== undefined) return Effect.succeed(kept)
  return Effect.map(Effect.orDie(Schema.encodeUnknownEffect(QuoteTerms)(terms())), (encoded) => {
    const json = JSON.stringify(encoded)
    termsJson.set(best, json)
    return json
  })
}
/** The answer's JSON: the quote's fields, then the offer's terms (`{"offer":…}` joined after them). */
const quoteJson = (quoteId: string, expiresAt: Date, termsJson: string) =>
  `{"quoteId":${JSON.stringify(quoteId)},"expiresAt":${JSON.stringify(expiresAt.toISOString())},${termsJson.slice(1)}`
const jsonAnswer = (json: string) => HttpServerResponse.text(json, { contentType: "application/json" })

export const OnrampHandlers = HttpApiBuilder.group(
  Api,
  "onramp",
  Effect.fn(function* (handlers) {
    const book = yield* AgentsBook
    const settings = yield* Settings
    const orders = yield* OnrampOrders
    const integrators = yield* Integrators
    const rewards = yield* Rewards
    const catalog = yield* Catalog
    const config = yield* ServerConfig
    // The order the widget polls, read at most once a second while this process writes nothing (keptReads.ts).
    const polledOrder = keptReads((orderId) =>
      Effect.map(orders.read(orderId), (order) => (order ? publicOnrampOrder(order) : undefined)),
    )
    /** best-offer's answer as JSON, for the full stack and for ../http/fastReads.ts (./fastBestOffer.ts). */
    const bestOfferJson = (payload: typeof BestOfferRequest.Type) =>
      Effect.gen(function* () {
        const query = { ...payload, carrierCode: payload.carrierCode }
        const market = yield* book.market(query)
        const currencyIsoCode = market.currencyIsoCode
        if (!market.asset || !currencyIsoCode) return yield* invalid(errors.assetMisconfigured)
        const amount = yield* amountOf(payload.amount, payload.currency, market.localScale)
        const best = yield* book.best(query, payload.currency, amount)
        // An empty book, or none that serves this amount: the no-offer answer.
        if (!best) return noOffer
        const terms = yield* termsJsonOf(best, () => ({
          offer: {
            cryptoExchangeRate: num(best.result.rate),
            averageApprovalTime: best.offer.averageApprovalSeconds,
            currencyIsoCode,
            user: best.offer.seller,
            paymentFlow: paymentFlowOf(payload.countryIsoCode, payload.paymentChannel, best.offer.carrierCode),
          },
          cashout: {
            cryptoAmount: num(best.result.cryptoAmount),
            cryptoWithdrawAmount: num(best.result.cryptoWithdrawAmount),
            usdWithdrawAmount: num(best.result.usdWithdrawAmount),
            localCurrencyAmount: num(best.result.localCurrencyAmount),
            cryptoFeeAmount: num(best.result.cryptoFeeAmount),
            cryptoGasAmount: num(best.result.cryptoGasAmount),
          },
        }))
        // The quote is made per request (each one its own, spent once); the offer's terms were encoded once.
        const { quoteId, expiresAt } = yield* book.quote(
          query,
          best.offer,
          best.result,
          payload.currency,
          (yield* settings.get).quoteSeconds,
        )
        return quoteJson(quoteId, expiresAt, terms)
      })
    const fastReads = yield* Effect.serviceOption(FastReads)
    if (Option.isSome(fastReads)) {
      fastReads.value.add("POST", bestOfferCall.path, fastBestOffer(bestOfferJson, settings, config.defaultCountry))
    }
    const handled = handlers
      .handle("getLimits", ({ payload }) =>
        Effect.gen(function* () {
          const market = yield* book.market({ ...payload, carrierCode: payload.carrierCode })
          if (!market.asset) return yield* invalid(errors.assetMisconfigured)
          const limits = limitsOf(market.offers, market.asset)
          if (!limits) return yield* invalid(errors.noOffer)
          return {
            cryptoLimits: { min: num(limits.minCrypto), max: num(limits.maxCrypto) },
            localCurrencyLimits: {
              min: num(limits.minLocal),
              max: num(limits.maxLocal),
              withCents: market.localScale === 2,
            },
          }
        }),
      )
      .handle("getBestOffer", ({ payload }) => Effect.map(bestOfferJson(payload), jsonAnswer))
      .handle("validateWallet", ({ payload }) =>
        Effect.gen(function* () {
          const market = yield* book.market({
            countryIsoCode: "",
            paymentChannel: "",
            carrierCode: undefined,
            ...payload,
          })
          if (!market.asset) return yield* invalid(errors.assetMisconfigured)
          if (!isValidAddress(payload.network, payload.address.trim())) {
            return yield* invalid(orderRefusals.invalidWalletAddress(payload.network))
          }
          return { ok: true }
        }),
      )
      .handle("validateParams", ({ query }) =>
        Effect.gen(function* () {
          const signed = query.signature
          if (!signed) return { ok: true }
          const checked = yield* Effect.provideService(checkSignedLink(signed, query), Integrators, integrators)
          if (!checked.ok) return yield* invalid(checked.problem)
          return { ok: true }
        }),
      )
      .handle("validateTransferAmount", ({ payload }) =>
        Effect.gen(function* () {
          const quote = yield* orders.quote(payload.quoteId)
          // Refused as create-order refuses it, so the buyer goes back to the amount (spec 1 §2). A spent quote is
          // create-order's to answer: its own order again when the first answer was lost, else QuoteExpired.
          if (!quote || quote.expired) return yield* quoteExpired()
          if (quote.network !== payload.network || quote.asset !== payload.asset) {
            return yield* invalid(orderRefusals.networkDiffersFromOffer)
          }
          if (!sameAmount(payload.localCurrencyAmount, quote.localAmount))
            return yield* invalid(orderRefusals.payAmountDiffersFromOffer)
          if (
            !sameAmount(payload.cryptoAmount, quote.cryptoWithdrawAmount) &&
            !sameAmount(payload.cryptoAmount, quote.cryptoAmount)
          ) {
            return yield* invalid(orderRefusals.receiveAmountDiffersFromOffer)
          }
          return { ok: true }
        }),
      )
      .handle("getPossibleRewards", () => rewards.all)
      .handle("getAvailableRewards", ({ payload }) =>
        Effect.gen(function* () {
          const market = yield* book.market({ ...payload, carrierCode: payload.carrierCode })
          const localPerUsd = market.currencyIsoCode ? yield* catalog.localPerUsd(market.currencyIsoCode) : undefined
          const amountUsd =
            payload.amount === undefined
              ? undefined
              : Option.getOrUndefined(Option.flatMap(decimalOf(payload.amount), (a) => usdOf(a, localPerUsd)))
          return yield* rewards.available({ countryIsoCode: payload.countryIsoCode, asset: payload.asset, amountUsd })
        }),
      )
      .handle("getPromotion", ({ payload }) =>
        rewards.promotion({ countryIsoCode: payload.countryIsoCode, carrierCode: payload.carrierCode }),
      )
      .handle("getOrderRewards", ({ params }) =>
        Effect.map(rewards.ofOrder(params.orderId), (list) =>
          list.map((r) => ({ ...r, network: r.network as Network })),
        ),
      )
      .handle("getOrder", ({ params }) =>
        Effect.flatMap(polledOrder(params.orderId), (order) =>
          order
            ? Effect.succeed(order)
            : Effect.fail(new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })),
        ),
      )
    return handled
  }),
)
