// The off-ramp charts' actors on the app runtime: each is one call of the contract, or the wallet's transfer. The
// catalogue comes from the page's query cache (screens/wiring/journeyCatalog.ts), provided by the wiring.
import { Effect } from "effect"
import type { OfframpDetailsRequest, OfframpOfferRequest, OfframpOrderRequest } from "../../machines/offramp.ts"
import { offrampMachine } from "../../machines/offramp.ts"
import { offrampPayMachine } from "../../machines/offrampPay.ts"
import { offrampStatusMachine } from "../../machines/offrampStatus.ts"
import { quoteLoopWith } from "../../machines/quoteLoop.ts"
import type { OrderId, QuoteId } from "../../schema/ids.ts"
import { monitoredOperations } from "../../schema/monitoringFunnel.ts"
import type { PublicOfframpOrder } from "../../schema/offrampModels.ts"
import { walletFamilyOf } from "../../schema/walletFamilies.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import { orderIntegrationFields } from "../integrator.ts"
import { makeOfferRefresh } from "../offerRefresh.ts"
import { ownOrPublicRead } from "../ownOrPublicRead.ts"
import { ParentWindow } from "../parentEvents.ts"
import type { AppRuntime } from "../runtime.ts"
import { loadPaymentWallets } from "../walletService.ts"
import { liveKycMachine } from "./kyc.ts"

const kycStatus = callApi((client) => client.kyc.getKycStatus({ query: {} }))

/** Spec 2 §4: the framing page hears of each step of the order that a read or a confirmation shows. */
const announced = (order: PublicOfframpOrder) =>
  Effect.gen(function* () {
    const parent = yield* ParentWindow
    parent.announceOfframpOrder(order)
    return order
  })

/** The owner's read when signed in (with the payout details), else the public one. */
const readOrder = (orderId: string) =>
  ownOrPublicRead(
    callApi((client) => client.offrampOrders.getOwnOfframpOrder({ params: { orderId: orderId as OrderId } })),
    callApi((client) => client.offramp.getOfframpOrder({ params: { orderId: orderId as OrderId } })),
  ).pipe(Effect.flatMap(announced))

const confirmOrder = ({ orderId, hash }: { orderId: string; hash: string }) =>
  callApi((client) => client.offramp.confirmOfframpOrder({ payload: { orderId: orderId as OrderId, hash } })).pipe(
    Effect.flatMap(announced),
  )

/** The journey's offer calls (spec 2 §7): limits and best-offer with the source as sourceParam, and on a refresh
 * the quoteId it refreshes. */
const fetchOffer = (runtime: AppRuntime, source: string | undefined) => {
  const refresh = makeOfferRefresh()
  const sourceParam = source ? { sourceParam: source } : {}
  return fromEffect(
    runtime,
    (request: OfframpOfferRequest) => {
      const quoteId = refresh.quoteIdFor(request)
      return Effect.all(
        {
          limits: callApi((client) =>
            client.offramp.getOfframpLimits({
              query: {
                paymentChannel: request.paymentChannel,
                countryIsoCode: request.countryIsoCode,
                network: request.network,
                asset: request.asset,
                ...sourceParam,
              },
            }),
          ),
          quote: callApi((client) =>
            client.offramp.getOfframpBestOffer({
              query: { ...request, ...(quoteId ? { quoteId } : {}), ...sourceParam },
            }),
          ).pipe(Effect.tap((quote) => Effect.sync(() => refresh.remember(request, quote)))),
        },
        { concurrency: "unbounded" },
      )
    },
    monitoredOperations.offrampQuote,
  )
}

export const offrampActors = (runtime: AppRuntime, source?: string | undefined) => ({
  // The quote loop asks with the off-ramp's call; monitoring still names it the off-ramp's.
  quoteLoop: quoteLoopWith(fetchOffer(runtime, source)),
  kyc: liveKycMachine(runtime),
  loadKycStatus: fromEffect(runtime, (_: undefined) => kycStatus),
  peekKycStatus: fromEffect(runtime, (_: undefined) => kycStatus),
  validateFields: fromEffect(runtime, ({ anonymous, quoteId, requiredFields }: OfframpDetailsRequest) =>
    callApi((client) => {
      const payload = { quoteId: quoteId as QuoteId, requiredFields: { ...requiredFields } }
      return anonymous
        ? client.offramp.validateOfframpFieldsAnonymous({ payload })
        : client.offrampOrders.validateOfframpFields({ payload })
    }),
  ),
  createOrder: fromEffect(runtime, ({ anonymous, tags, ...order }: OfframpOrderRequest) =>
    callApi((client) => {
      // The page's accepted callbackUrl (an off-ramp order has no redirectUrl), checked by the same integrator; the
      // page's signed link, checked and spent by the order as the on-ramp's.
      const { redirectUrl: _, ...integration } = orderIntegrationFields(tags)
      const payload = {
        ...order,
        quoteId: order.quoteId as QuoteId,
        requiredFields: { ...order.requiredFields },
        ...integration,
      }
      return anonymous
        ? client.offramp.createOfframpOrderAnonymous({ payload })
        : client.offrampOrders.createOfframpOrder({ payload })
    }).pipe(Effect.map((created): { _id: string } => created)),
  ),
})

/** What a wallet needs to pay the order: the server's transaction request (EVM networks), else the catalogue's
 * contract and decimals with the order's amount. */
const paymentOf = (order: PublicOfframpOrder) =>
  Effect.gen(function* () {
    const data = order.cryptoTransactionRequestAdditionalData ?? {}
    if (
      typeof data.contractAddress === "string" &&
      (typeof data.value === "string" || typeof data.value === "number") &&
      typeof data.decimals === "number"
    )
      return {
        token: data.contractAddress,
        to: typeof data.to === "string" ? data.to : order.toAddress,
        value: BigInt(data.value),
        decimals: data.decimals,
      }
    const assets = yield* callApi((client) => client.catalog.getBlockchainAssets())
    const asset = assets.find((a) => a.network === order.network && a.asset === order.asset)
    if (!asset?.contractAddress) return yield* Effect.fail(new Error(`no contract for ${order.asset}`))
    const { parseUnits } = yield* Effect.promise(() => import("viem"))
    return {
      token: asset.contractAddress,
      to: order.toAddress,
      value: parseUnits(String(order.cashout.cryptoAmount), asset.decimals),
      decimals: asset.decimals,
    }
  })

/** The wallet's transfer of the order's amount to its deposit address, through the lazily loaded wallet module of
 * the order's network (wagmi on EVM networks, TronLink on TRON, the Wallet Standard on Solana). */
const sendTransfer = (runtime: AppRuntime, baseUrl: string) =>
  fromEffect(runtime, ({ order }: { order: PublicOfframpOrder }) =>
    Effect.gen(function* () {
      const payment = yield* paymentOf(order)
      const hash = yield* Effect.tryPromise(async () => {
        // The Pay step offers a wallet only where one pays (walletPaysOn): no family is no wallet to pay from.
        const family = walletFamilyOf(order.network)
        if (!family) throw new Error(`no wallet pays on ${order.network}`)
        const wallets = await loadPaymentWallets(baseUrl, family)
        return wallets.transfer({ network: order.network, ...payment })
      })
      return { hash }
    }),
  )

export const liveOfframpMachine = (runtime: AppRuntime, source?: string | undefined) =>
  offrampMachine.provide({ actors: offrampActors(runtime, source) })

export const liveOfframpPayMachine = (runtime: AppRuntime, baseUrl: string) =>
  offrampPayMachine.provide({
    actors: {
      loadOrder: fromEffect(runtime, ({ orderId }: { orderId: string }) => readOrder(orderId)),
      sendTransfer: sendTransfer(runtime, baseUrl),
      confirmOrder: fromEffect(runtime, confirmOrder),
      cancelOrder: fromEffect(runtime, ({ orderId }: { orderId: string }) =>
        callApi((client) => client.offrampOrders.cancelOfframpOrder({ payload: { orderId: orderId as OrderId } })).pipe(
          Effect.map((order): PublicOfframpOrder => order),
        ),
      ),
    },
  })

export const liveOfframpStatusMachine = (runtime: AppRuntime) =>
  offrampStatusMachine.provide({
    actors: {
      loadOrder: fromEffect(runtime, ({ orderId }: { orderId: string }) => readOrder(orderId)),
      pollOrder: fromEffect(runtime, ({ orderId }: { orderId: string }) => readOrder(orderId)),
      confirmOrder: fromEffect(runtime, confirmOrder),
    },
  })
