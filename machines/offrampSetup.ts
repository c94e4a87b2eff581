// The off-ramp chart's vocabulary: the events it hears, the actors and child charts it calls (the app or a test
// provides them), its guards and named actions. The states live in machines/offramp.ts.
import { assertEvent, assign, sendTo, setup } from "xstate"
import type { User } from "../schema/auth.ts"
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"
import { errors } from "../schema/messages.ts"
import type { OfframpQuote } from "../schema/offrampModels.ts"
import { type OrderTags, orderTagsOf } from "../schema/orderTags.ts"
import { abstractActor } from "./abstractActor.ts"
import { nextAllowed, remembered, type SessionUser } from "./amountStep.ts"
import type { ToastEffect } from "./effects.ts"
import { failureMessage, toastError } from "./failure.ts"
import { kycMachine } from "./kyc.ts"
import {
  accountCountry,
  amountProblem,
  canQuote,
  fieldsFilled,
  firstChoices,
  frozenAddress,
  hasRequiredFields,
  kycLevelNeeded,
  type OfframpCatalog,
  type OfframpConfig,
  type OfframpContext,
  type OfframpLimits,
  offeredOfframpCatalog,
  prefilled,
  selectedAsset,
  walletFrozen,
  withAccountCountry,
  withAsset,
  withChannel,
  withCountry,
} from "./offrampContext.ts"
import { type QuoteLoopNotice, quoteLoopMachine } from "./quoteLoop.ts"

/** What the quote loop fetches for the off-ramp: the limits and the offer (null when there is none). */
export interface OfframpOffer {
  readonly limits: OfframpLimits
  readonly quote: OfframpQuote | null
}

export type OfframpEvent =
  | { readonly type: "amount.change"; readonly value: string; readonly currency: CurrencyType }
  | { readonly type: "country.select"; readonly countryIsoCode: string }
  | { readonly type: "channel.select"; readonly paymentChannel: PaymentChannel }
  | { readonly type: "asset.select"; readonly network: Network; readonly asset: Asset }
  | { readonly type: "next" }
  | { readonly type: "back" }
  | { readonly type: "session.user"; readonly user: User | undefined }
  /** Spec 2 §1: a sale may be made without an account, when its amount needs no ID check. */
  | { readonly type: "anonymous.continue" }
  | QuoteLoopNotice<OfframpOffer>
  | { readonly type: "field.change"; readonly key: string; readonly value: string }
  | { readonly type: "details.validate" }
  | { readonly type: "details.edit" }
  | { readonly type: "address.change"; readonly value: string }
  | { readonly type: "order.create" }

export interface OfframpOfferRequest {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly network: Network
  readonly asset: Asset
  readonly currency: CurrencyType
  readonly amount: number
}

export interface OfframpOrderRequest {
  readonly quoteId: string
  readonly network: Network
  readonly asset: Asset
  readonly amount: number
  readonly currency: CurrencyType
  readonly address: string
  readonly requiredFields: Readonly<Record<string, string>>
  /** Made through the anonymous call: the visitor did not sign in. */
  readonly anonymous: boolean
  /** Spec 1 §5 source, when there is one. */
  readonly sourceParam?: string | undefined
  /** Spec 2 §7 create-order: orderParams, forceFail and meta (the page's signed link, which the order spends, and
   * the utm tags). */
  readonly tags: OrderTags
}

export interface OfframpDetailsRequest {
  readonly quoteId: string
  readonly requiredFields: Readonly<Record<string, string>>
  readonly anonymous: boolean
}

export const offerOf = (c: OfframpContext): OfframpOfferRequest => ({
  countryIsoCode: c.country ?? "",
  paymentChannel: c.paymentChannel ?? "mobile_money",
  network: c.network ?? "CELO",
  asset: c.asset ?? "USDC",
  currency: c.currency,
  amount: Number(c.amount),
})

/** The order as created from the pay step. */
export const orderOf = (c: OfframpContext): OfframpOrderRequest => ({
  ...offerOf(c),
  quoteId: c.quote?.quoteId ?? "",
  address: c.address.trim(),
  requiredFields: c.fields,
  anonymous: c.user === undefined,
  ...(c.config.source ? { sourceParam: c.config.source } : {}),
  tags: orderTagsOf(c.config),
})

/** The request the quote loop asks with, none while the choices make no request. */
export const offerRequestOf = (c: OfframpContext): OfframpOfferRequest | undefined =>
  canQuote(c) ? offerOf(c) : undefined

export const offrampSetup = setup({
  types: {
    context: {} as OfframpContext,
    events: {} as OfframpEvent,
    emitted: {} as ToastEffect,
    input: {} as {
      readonly config: OfframpConfig
      readonly storedCountry?: string | undefined
      readonly storedFields?: Readonly<Record<string, string>> | undefined
      readonly user?: User | undefined
      /** Started by the auto-order route: the journey moves on by itself (machines/autoOrder.ts). */
      readonly auto?: boolean | undefined
      /** A reason to show on the amount from the start (the auto-order route's refused configuration). */
      readonly notice?: string | undefined
    },
    output: {} as { readonly orderId: string | undefined },
    // The child charts by invoke id, so the screens read each one's snapshot with its own type.
    children: {} as { readonly kyc: "kyc"; readonly quote: "quoteLoop" },
  },
  actors: {
    loadCatalog: abstractActor<OfframpCatalog, undefined>("loadCatalog"),
    quoteLoop: quoteLoopMachine,
    kyc: kycMachine,
    loadKycStatus: abstractActor<KycStatus, undefined>("loadKycStatus"),
    peekKycStatus: abstractActor<KycStatus, undefined>("peekKycStatus"),
    validateFields: abstractActor<ReadonlyArray<{ label: string; value: string }>, OfframpDetailsRequest>(
      "validateFields",
    ),
    createOrder: abstractActor<{ _id: string }, OfframpOrderRequest>("createOrder"),
  },
  actions: {
    clearError: assign({ error: undefined }),
    stopAuto: assign({ auto: false }),
    showError: assign((_, params: { readonly message: string }) => ({ error: params.message })),
    toastError: toastError(),
    // The session read after the catalogue: the account's country takes the place of a stored or located one.
    adoptAccountCountry: assign(({ context }, { user }: SessionUser) => withAccountCountry(context, user)),
    setUser: assign((_, { user }: SessionUser) => ({ user })),
    keepCatalog: assign(({ context }, params: { readonly catalog: OfframpCatalog }) => {
      const catalog = offeredOfframpCatalog(params.catalog, context.config)
      return { catalog, ...firstChoices(context.config, catalog, remembered(context)) }
    }),
    setAmount: assign(({ event }) => {
      assertEvent(event, "amount.change")
      return {
        amount: event.value,
        currency: event.currency,
        amountTyped: true,
        error: undefined,
        returnNotice: undefined,
      }
    }),
    chooseCountry: assign(({ context, event }) => {
      assertEvent(event, "country.select")
      return withCountry(context, event.countryIsoCode)
    }),
    chooseChannel: assign(({ context, event }) => {
      assertEvent(event, "channel.select")
      return withChannel(context, event.paymentChannel)
    }),
    chooseAsset: assign(({ context, event }) => {
      assertEvent(event, "asset.select")
      return withAsset(context, event.network, event.asset)
    }),
    // The quote loop asks again: at once for a new choice, once typing settles for a typed amount.
    requote: sendTo("quote", ({ context }) => ({ type: "quote.changed", request: offerRequestOf(context) })),
    requoteAfterTyping: sendTo("quote", ({ context }) => ({ type: "quote.typed", request: offerRequestOf(context) })),
    keepOffer: assign(({ context, event }) => {
      assertEvent(event, "quote.ready")
      const { limits, quote } = event.offer
      return { limits, quote, quotedAt: event.quotedAt, fields: prefilled(context, quote), error: undefined }
    }),
    keepOfferFailure: assign(({ event }) => {
      assertEvent(event, "quote.failed")
      return { quote: null, error: failureMessage(event.error, errors.noOffer) }
    }),
    keepKycStatus: assign((_, params: { readonly status: KycStatus }) => ({ kycStatus: params.status })),
    setField: assign(({ context, event }) => {
      assertEvent(event, "field.change")
      return {
        fields: { ...context.fields, [event.key]: event.value },
        fieldProblems: { ...context.fieldProblems, [event.key]: "" },
        details: undefined,
      }
    }),
    keepDetails: assign((_, params: { readonly details: OfframpContext["details"] }) => ({ details: params.details })),
    refuseDetails: assign((_, params: { readonly fields: Record<string, string> }) => ({
      auto: false,
      fieldProblems: params.fields,
    })),
    setAddress: assign(({ event }) => {
      assertEvent(event, "address.change")
      return { address: event.value, error: undefined }
    }),
    keepOrder: assign((_, params: { readonly orderId: string }) => ({ orderId: params.orderId })),
    returnToAmount: assign((_, params: { readonly notice: string }) => ({
      quote: undefined,
      returnNotice: params.notice,
    })),
  },
  guards: {
    misconfigured: ({ context }) => selectedAsset(context) === undefined,
    paused: ({ context }) => context.catalog?.enabled === false,
    nextAllowed: ({ context }) => nextAllowed(context, amountProblem(context)),
    accountCountryArrives: ({ context }, { user }: SessionUser) => accountCountry(context, user) !== undefined,
    signingIn: (_, { user }: SessionUser) => user !== undefined,
    signedIn: ({ context }) => context.user !== undefined,
    anonymousAllowed: ({ context }) => context.quote?.anonymousAllowed === true,
    kycStatusUnknown: ({ context }) => context.user !== undefined && context.kycStatus === undefined,
    kycDue: ({ context }) => kycLevelNeeded(context) !== undefined,
    hasFields: ({ context }) => hasRequiredFields(context),
    fieldsFilled: ({ context }) => fieldsFilled(context),
    hasAddress: ({ context }) => context.address.trim() !== "",
    // Spec 2 §2: the integrator may freeze the amount or the wallet (the network and asset it sends from).
    amountFree: ({ context }) => context.config.freezeAmount !== true,
    walletFree: ({ context }) => !walletFrozen(context.config),
    addressFree: ({ context }) => frozenAddress(context.config) === undefined,
    auto: ({ context }) => context.auto,
    /** Auto-order: Next as soon as the offer for the configured amount is in and the amount breaks no limit. */
    autoNext: ({ context }) => context.auto && Boolean(context.quote) && amountProblem(context) === undefined,
  },
})
