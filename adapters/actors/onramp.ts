// The on-ramp chart's actors on the app runtime: each is one call of the contract. The catalogue comes from the
// page's query cache (screens/wiring/journeyCatalog.ts), provided by the wiring.
import { Effect } from "effect"
import { failureMessage } from "../../machines/failure.ts"
import type { OfferRequest } from "../../machines/onramp.ts"
import { onrampMachine } from "../../machines/onramp.ts"
import type { CreateOrderRequest } from "../../machines/onrampSetup.ts"
import { quoteLoopWith } from "../../machines/quoteLoop.ts"
import { bestOfferCall, limitsCall } from "../../schema/amountCalls.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import type { QuoteId, SwapId } from "../../schema/ids.ts"
import { errors } from "../../schema/messages.ts"
import { monitoredOperations } from "../../schema/monitoringFunnel.ts"
import { statusPageTemplate } from "../../schema/orderTags.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import { ApiError } from "../apiErrors.ts"
import { fetchCall } from "../fetchCall.ts"
import { orderIntegrationFields } from "../integrator.ts"
import { makeOfferRefresh } from "../offerRefresh.ts"
import type { AppRuntime } from "../runtime.ts"
import { liveKycMachine } from "./kyc.ts"

/** The journey's offer calls (spec 1 §7): limits and best-offer with the source as sourceParam, the best-offer
 * also with the wallet address and the user when known, and on a refresh the quoteId it refreshes. The amount
 * screen's calls, so made without the HttpApi client (fetchCall.ts). */
const fetchOffer = (runtime: AppRuntime, source: string | undefined) => {
  const refresh = makeOfferRefresh()
  const sourceParam = source ? { sourceParam: source } : {}
  return fromEffect(
    runtime,
    (request: OfferRequest) => {
      const quoteId = refresh.quoteIdFor(request)
      return Effect.all(
        {
          limits: fetchCall(limitsCall, {
            paymentChannel: request.paymentChannel,
            network: request.network,
            asset: request.asset,
            countryIsoCode: request.countryIsoCode,
            carrierCode: request.carrierCode,
            ...sourceParam,
          }),
          quote: fetchCall(bestOfferCall, { ...request, ...(quoteId ? { quoteId } : {}), ...sourceParam }).pipe(
            Effect.tap((quote) => Effect.sync(() => refresh.remember(request, quote))),
          ),
        },
        { concurrency: "unbounded" },
      )
    },
    monitoredOperations.onrampQuote,
  )
}

export const onrampActors = (runtime: AppRuntime, source?: string | undefined) => ({
  checkLink: fromEffect(runtime, (query: Readonly<Record<string, string>>) =>
    callApi((client) => client.onramp.validateParams({ query: { ...query } })),
  ),
  // The quote loop asks with the on-ramp's call; monitoring still names it the on-ramp's.
  quoteLoop: quoteLoopWith(fetchOffer(runtime, source)),
  kyc: liveKycMachine(runtime),
  validateWallet: fromEffect(runtime, (payload: { network: Network; asset: Asset; address: string }) =>
    callApi((client) => client.onramp.validateWallet({ payload })),
  ),
  loadKycStatus: fromEffect(runtime, (_: undefined) => callApi((client) => client.kyc.getKycStatus({ query: {} }))),
  // Before the order exists the coming swap is named by its quote (docs/decisions.md).
  loadExtraFields: fromEffect(runtime, ({ quoteId }: { readonly quoteId: string }) =>
    callApi((client) => client.swaps.getRequiredFields({ params: { swapId: quoteId as SwapId } })),
  ),
  createOrder: fromEffect(runtime, (order: CreateOrderRequest) =>
    validateTransferAmount(order).pipe(
      Effect.andThen(() => createOrderCall(order)),
      Effect.map((created): { _id: string } => created),
    ),
  ),
})

/** Spec 1 §7 validate-transfer-amount, before the order is made: the offer's amounts against its quote. A refusal
 * the server explains is shown as it wrote it; any other failure (spec 1 §8) says 'Failed to validate amount'. */
const validateTransferAmount = (order: CreateOrderRequest) =>
  callApi((client) =>
    client.onramp.validateTransferAmount({
      payload: { ...order.transferAmount, network: order.network, asset: order.asset, quoteId: order.quoteId },
    }),
  ).pipe(
    Effect.mapError((error) =>
      failureMessage(error, "") !== ""
        ? error
        : new ApiError({
            status: error instanceof ApiError ? error.status : 0,
            body: { message: errors.failedToValidateAmount, code: amountNotValidated },
          }),
    ),
  )

/** The code of a validation that failed without the server's word: its message is the spec's default. */
export const amountNotValidated = "AMOUNT_NOT_VALIDATED"

const createOrderCall = (order: CreateOrderRequest) =>
  callApi((client) =>
    client.onrampOrders.createOrder({
      payload: {
        currency: order.currency,
        amount: order.amount,
        address: order.address,
        network: order.network,
        asset: order.asset,
        quoteId: order.quoteId as QuoteId,
        memo: order.memo,
        ...(order.phoneNumber ? { phoneNumber: order.phoneNumber } : {}),
        // One quote backs one order: retrying the same request answers the same order.
        idempotencyKey: order.quoteId,
        ...(order.extraFields ? { extraFields: { ...order.extraFields } } : {}),
        ...(order.sourceParam ? { sourceParam: order.sourceParam } : {}),
        // Spec 1 §3: the widget's status page, whose {orderId} the server fills in, for the integrator's records.
        ...(globalThis.location ? { statusPageUrl: statusPageTemplate(globalThis.location.origin) } : {}),
        ...orderIntegrationFields(order.tags),
      },
    }),
  )

export const liveOnrampMachine = (runtime: AppRuntime, source?: string | undefined) =>
  onrampMachine.provide({ actors: onrampActors(runtime, source) })
