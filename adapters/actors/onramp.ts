// The on-ramp chart's actors on the app runtime: each is one call of the contract. The catalogue comes from the
// page's query cache (screens/wiring/journeyCatalog.ts), provided by the wiring.
import { Effect } from "effect"
import type { OfferRequest } from "../../machines/onramp.ts"
import { onrampMachine } from "../../machines/onramp.ts"
import type { CreateOrderRequest } from "../../machines/onrampSetup.ts"
import { quoteLoopWith } from "../../machines/quoteLoop.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import type { QuoteId, SwapId } from "../../schema/ids.ts"
import { monitoredOperations } from "../../schema/monitoringFunnel.ts"
import { statusPageTemplate } from "../../schema/orderTags.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import { orderIntegrationFields } from "../integrator.ts"
import type { AppRuntime } from "../runtime.ts"
import { liveKycMachine } from "./kyc.ts"

export const onrampActors = (runtime: AppRuntime) => ({
  checkLink: fromEffect(runtime, (query: Readonly<Record<string, string>>) =>
    callApi((client) => client.onramp.validateParams({ query: { ...query } })),
  ),
  // The quote loop asks with the on-ramp's call; monitoring still names it the on-ramp's.
  quoteLoop: quoteLoopWith(
    fromEffect(
      runtime,
      (request: OfferRequest) =>
        Effect.all(
          {
            limits: callApi((client) =>
              client.onramp.getLimits({ payload: { ...request, carrierCode: request.carrierCode } }),
            ),
            quote: callApi((client) => client.onramp.getBestOffer({ payload: request })),
          },
          { concurrency: "unbounded" },
        ),
      monitoredOperations.onrampQuote,
    ),
  ),
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
    ).pipe(Effect.map((created): { _id: string } => created)),
  ),
})

export const liveOnrampMachine = (runtime: AppRuntime) => onrampMachine.provide({ actors: onrampActors(runtime) })
