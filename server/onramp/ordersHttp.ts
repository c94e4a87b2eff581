// Handlers of the signed-in user's on-ramp orders: creation with every rule of spec 1 §4 and the issue, the open
// order, pages of past orders, the payment page visit and receipts.
import { Effect, FileSystem } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { memoNetworks } from "../../schema/enums.ts"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { checkExtraFields, extraFieldProblems } from "../../schema/extraFields.ts"
import { OrderId } from "../../schema/ids.ts"
import { countryMismatch, errors, notices } from "../../schema/messages.ts"
import { CurrentUser } from "../../schema/middleware.ts"
import { normalisePhone } from "../../schema/offrampFields.ts"
import {
  CountryMismatch,
  OnrampPaused,
  OrderInProgress,
  onrampErrorCodes,
  orderRefusals,
  quoteExpired,
} from "../../schema/onramp.ts"
import { payerPhoneProblem, promptsPhone } from "../../schema/payerPhone.ts"
import { receiptProblems } from "../../schema/swaps.ts"
import { ServerConfig } from "../config.ts"
import { keptReads } from "../database/keptReads.ts"
import { pageAsked, pageOf } from "../http/pages.ts"
import { requirePassedKyc } from "../kyc/orderRequirement.ts"
import { Settings } from "../settings/repository.ts"
import { Receipts } from "../swaps/receipts.ts"
import { receiptTypeOf } from "../user/images.ts"
import { Users } from "../user/repository.ts"
import { isValidAddress } from "./addresses.ts"
import { Integrators } from "./integrators.ts"
import { checkOrderSignature, signatureSpent } from "./orderSignature.ts"
import { OnrampOrders } from "./orders.ts"
import { refuseOutsideUrls } from "./outsideUrls.ts"
import { sameAmount } from "./pricing.ts"
import { paymentFlowOf } from "./transferInstructions.ts"

const invalid = invalidRequest
const orderNotFound = () => new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })

export const OnrampOrdersHandlers = HttpApiBuilder.group(
  Api,
  "onrampOrders",
  Effect.fn(function* (handlers) {
    const orders = yield* OnrampOrders
    // The owner's read, which the signed-in widget polls: at most a second old while this process writes nothing.
    const ownOrder = keptReads(orders.readOwn)
    const users = yield* Users
    const settings = yield* Settings
    const integrators = yield* Integrators
    const receipts = yield* Receipts
    const fs = yield* FileSystem.FileSystem
    const config = yield* ServerConfig

    const handled = handlers
      .handle("createOrder", ({ payload }) =>
        Effect.gen(function* () {
          const { id: userId } = yield* CurrentUser
          if (!(yield* settings.get).onRampPayWidgetCreationEnabled) {
            return yield* new OnrampPaused({
              code: onrampErrorCodes.onrampPaused,
              message: orderRefusals.onrampPaused,
            })
          }
          // The same request sent twice (a double click, a retry) makes one order.
          if (payload.idempotencyKey) {
            const existing = yield* orders.byIdempotencyKey(userId, payload.idempotencyKey)
            if (existing) return { _id: OrderId.make(existing) }
          }
          // The same request may be finishing in another process or connection right now: what it made answers.
          const sameRequest = payload.idempotencyKey
            ? orders.byIdempotencyKey(userId, payload.idempotencyKey)
            : Effect.succeed(undefined)
          const quote = yield* orders.quote(payload.quoteId)
          if (!quote || quote.expired || quote.used) {
            const made = yield* sameRequest
            return made ? { _id: OrderId.make(made) } : yield* quoteExpired()
          }
          const user = yield* users.byId(userId)
          if (user?.countryIsoCode && user.countryIsoCode !== quote.countryIsoCode) {
            return yield* new CountryMismatch({
              code: onrampErrorCodes.countryMismatch,
              message: countryMismatch(quote.countryIsoCode, user.countryIsoCode),
            })
          }
          yield* requirePassedKyc({
            userId,
            countryIsoCode: quote.countryIsoCode,
            product: "onramp",
            amountUsd: quote.usdWithdrawAmount,
          })
          const open = yield* orders.openOrderOf(userId)
          const made = open ? yield* sameRequest : undefined
          if (made) return { _id: OrderId.make(made) }
          if (open)
            return yield* new OrderInProgress({
              code: onrampErrorCodes.orderInProgress,
              message: notices.orderInProgress,
              orderId: open,
            })
          if (
            payload.network !== quote.network ||
            payload.asset !== quote.asset ||
            payload.currency !== quote.currency
          ) {
            return yield* invalid(orderRefusals.orderDiffersFromOffer)
          }
          const quoted = payload.currency === "local" ? quote.localAmount : quote.cryptoWithdrawAmount
          if (!sameAmount(payload.amount, quoted)) return yield* invalid(orderRefusals.amountDiffersFromOffer)
          const signature = yield* Effect.provideService(
            checkOrderSignature(payload.meta?.signature, {
              address: payload.address.trim(),
              network: payload.network,
              asset: payload.asset,
              amount: payload.amount,
              currency: payload.currency,
              countryIsoCode: quote.countryIsoCode,
            }),
            Integrators,
            integrators,
          )
          yield* Effect.provideService(
            refuseOutsideUrls(signature?.integratorId ?? payload.meta?.integrator, {
              callbackUrl: payload.callbackUrl,
              redirectUrl: payload.redirectUrl,
            }),
            Integrators,
            integrators,
          )
          const address = payload.address.trim()
          if (!isValidAddress(payload.network, address))
            return yield* invalid(orderRefusals.invalidWalletAddress(payload.network))
          // The additional information the quote's offer asks for, stored by each field's label.
          const extra = checkExtraFields(quote.extraFields, payload.extraFields ?? {}, quote.countryIsoCode)
          if (!extra.ok) return yield* invalid(extraFieldProblems.summary(Object.values(extra.problems)))
          // A payment prompt goes to the phone given with the order, else the account's (issue 16).
          const prompted = promptsPhone(paymentFlowOf(quote.countryIsoCode, quote.paymentChannel, quote.carrierCode))
          const givenPhone = payload.phoneNumber?.trim() || undefined
          if (prompted && givenPhone) {
            const problem = payerPhoneProblem(givenPhone, quote.countryIsoCode)
            if (problem) return yield* invalid(problem)
          }
          const payerPhone = prompted
            ? normalisePhone(givenPhone ?? user?.phoneNumber ?? "", quote.countryIsoCode)
            : undefined
          const created = yield* orders.create({
            userId,
            quote,
            idempotencyKey: payload.idempotencyKey,
            address,
            payerPhone,
            // Spec 1 §5: the memo is dropped for networks without memos.
            memo: memoNetworks.includes(payload.network) ? payload.memo : undefined,
            redirectUrl: payload.redirectUrl,
            callbackUrl: payload.callbackUrl,
            statusPageUrl: payload.statusPageUrl,
            sourceParam: payload.sourceParam,
            orderParams: payload.orderParams,
            forceFail: config.sandbox && payload.forceFail === true,
            extraFields: extra.values,
            meta: Object.fromEntries(Object.entries(payload.meta ?? {}).filter(([, v]) => v !== undefined)) as Record<
              string,
              string
            >,
            signature,
          })
          if ("refused" in created) {
            if (created.refused === "liquidity") return yield* invalid(errors.noOffer)
            if (created.refused === "signatureSpent") return yield* signatureSpent()
            const again = payload.idempotencyKey
              ? yield* orders.byIdempotencyKey(userId, payload.idempotencyKey)
              : undefined
            if (again) return { _id: OrderId.make(again) }
            return yield* quoteExpired()
          }
          return { _id: OrderId.make(created.id) }
        }),
      )
      .handle("getPendingOrder", () =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          const open = yield* orders.openOrderOf(id)
          return open ? ((yield* orders.read(open)) ?? null) : null
        }),
      )
      .handle("getOwnOrder", ({ params }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          // Another user's order is as unknown as a missing one.
          return (yield* ownOrder(params.orderId, id)) ?? (yield* orderNotFound())
        }),
      )
      .handle("listOrders", ({ query }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          const asked = pageAsked(query)
          return pageOf(asked, yield* orders.list(id, asked.page, asked.limit))
        }),
      )
      .handle("setRedirected", ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          if (!(yield* orders.setRedirected(payload.orderId, id))) return yield* orderNotFound()
          return { ok: true }
        }),
      )
      .handle("uploadReceipt", ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          const file = payload.receipt[0]
          if (!file) return yield* invalid(receiptProblems.missing)
          const bytes = yield* fs.readFile(file.path).pipe(Effect.orDie)
          const mime = receiptTypeOf(bytes)
          if (!mime) return yield* invalid(receiptProblems.type)
          const added = yield* receipts.add(payload.orderId, id, mime, bytes)
          if (added.ok) return { ok: true }
          if (added.refused === "notFound") return yield* orderNotFound()
          return yield* invalid(added.refused === "limit" ? receiptProblems.limit : receiptProblems.status)
        }),
      )
    return handled
  }),
)
