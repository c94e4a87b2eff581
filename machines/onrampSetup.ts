// The on-ramp chart's vocabulary: the events it hears, the actors it calls (the app or a test provides them), its
// delays, guards and shared actions. The states live in machines/onramp.ts and machines/onrampExtraFields.ts.
import { assign, setup } from "xstate"
import type { User } from "../schema/auth.ts"
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"
import type { AdditionalField, Limits, Quote } from "../schema/onrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import {
  amountProblem,
  canCreate,
  canQuote,
  kycLevelNeeded,
  type OnrampCatalog,
  type OnrampConfig,
  type OnrampContext,
  selectedAsset,
} from "./onrampContext.ts"

export type OnrampEvent =
  | { readonly type: "amount.change"; readonly value: string }
  | { readonly type: "currency.toggle" }
  | { readonly type: "country.select"; readonly countryIsoCode: string }
  | { readonly type: "channel.select"; readonly paymentChannel: PaymentChannel; readonly carrierCode?: string }
  | { readonly type: "asset.select"; readonly network: Network; readonly asset: Asset }
  | { readonly type: "address.change"; readonly value: string }
  | { readonly type: "memo.change"; readonly value: string }
  | { readonly type: "next" }
  | { readonly type: "back" }
  | { readonly type: "session.user"; readonly user: User | undefined }
  | { readonly type: "kyc.passed" }
  | { readonly type: "order.create" }
  /** The additional-information form (spec 1 §2): a field's value typed or chosen, Save, and Cancel (closing it). */
  | { readonly type: "extra.change"; readonly name: string; readonly value: string }
  | { readonly type: "extra.save" }
  | { readonly type: "extra.cancel" }

export interface OfferRequest {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly carrierCode: string | undefined
  readonly network: Network
  readonly asset: Asset
  readonly currency: CurrencyType
  readonly amount: number
}

export const requestOf = (c: OnrampContext): OfferRequest => ({
  countryIsoCode: c.country ?? "",
  paymentChannel: c.paymentChannel ?? "mobile_money",
  carrierCode: c.carrierCode,
  network: c.network ?? "CELO",
  asset: c.asset ?? "CUSD",
  currency: c.currency,
  amount: Number(c.amount),
})

export type CreateOrderRequest = OfferRequest & {
  readonly quoteId: string
  readonly address: string
  readonly memo: string | undefined
  readonly signature: string | undefined
  /** Spec 1 §3 order creation payload: the source (spec 1 §5), when there is one. */
  readonly sourceParam: string | undefined
  /** The additional information by field name, when the offer asks for any. */
  readonly extraFields: Readonly<Record<string, string>> | undefined
}

export const onrampSetup = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
    input: {} as {
      readonly config: OnrampConfig
      readonly storedCountry?: string
      readonly user?: User
      /** Started by the auto-order route: the journey moves on by itself (machines/autoOrder.ts). */
      readonly auto?: boolean
      /** A reason to show on the amount from the start (the auto-order route's refused configuration). */
      readonly notice?: string
    },
    output: {} as { readonly orderId: string | undefined },
  },
  actors: {
    loadCatalog: abstractActor<OnrampCatalog, undefined>("loadCatalog"),
    checkLink: abstractActor<{ readonly ok: boolean }, Readonly<Record<string, string>>>("checkLink"),
    fetchOffer: abstractActor<{ limits: Limits; quote: Quote | null }, OfferRequest>("fetchOffer"),
    validateWallet: abstractActor<{ readonly ok: boolean }, { network: Network; asset: Asset; address: string }>(
      "validateWallet",
    ),
    loadKycStatus: abstractActor<KycStatus, undefined>("loadKycStatus"),
    loadExtraFields: abstractActor<ReadonlyArray<AdditionalField>, { readonly quoteId: string }>("loadExtraFields"),
    createOrder: abstractActor<{ _id: string }, CreateOrderRequest>("createOrder"),
  },
  delays: {
    // Spec 1 §9: the offer is refreshed every 30 s; typing settles for 300 ms before an offer is asked for.
    quoteRefresh: 30_000,
    amountDebounce: 300,
  },
  actions: { clearError: assign({ error: undefined }), stopAuto: assign({ auto: false }) },
  guards: {
    signedLink: ({ context }) => Boolean(context.config.signature),
    misconfigured: ({ context }) => selectedAsset(context) === undefined,
    canQuote: ({ context }) => canQuote(context),
    hasQuote: ({ context }) => Boolean(context.quote),
    walletMissing: ({ context }) => !context.address.trim() && !context.config.freezeWallet,
    signedIn: ({ context }) => context.user !== undefined,
    kycDue: ({ context }) => kycLevelNeeded(context) !== undefined,
    canCreate: ({ context }) => canCreate(context),
    auto: ({ context }) => context.auto,
    /** Auto-order: Next as soon as the offer for the configured amount is in and the amount breaks no limit. */
    autoNext: ({ context }) => context.auto && Boolean(context.quote) && amountProblem(context) === undefined,
    /** Auto-order: signed out, the sign-in comes before the wallet (spec 1 §4 auto-order route). */
    autoSignIn: ({ context }) => context.auto && context.user === undefined,
    /** Auto-order: the configured address is checked before anything is made with it. */
    autoAddress: ({ context }) => context.auto && context.address.trim() !== "",
  },
})
