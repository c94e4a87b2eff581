// The on-ramp chart's vocabulary: the events it hears, the actors and child charts it calls (the app or a test
// provides them), its guards and named actions. The states live in machines/onramp.ts and machines/onrampExtraFields.ts.
import { assertEvent, assign, enqueueActions, sendTo, setup } from "xstate"
import type { User } from "../schema/auth.ts"
import type { Asset, Network, PaymentChannel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"
import { errors, validation } from "../schema/messages.ts"
import type { AdditionalField, Limits, Quote } from "../schema/onrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import { nextAllowed, remembered, type SessionUser } from "./amountStep.ts"
import { type ToastEffect, toast } from "./effects.ts"
import { failureMessage, toastError } from "./failure.ts"
import { kycMachine } from "./kyc.ts"
import {
  accountCountry,
  amountProblem,
  canCreate,
  kycLevelNeeded,
  type OnrampCatalog,
  type OnrampConfig,
  type OnrampContext,
  offeredCatalog,
  selectedAsset,
  withAccountCountry,
  withAsset,
  withCountry,
  withCurrencyToggled,
  withFieldsLoaded,
  withFormChecked,
} from "./onrampContext.ts"
import { type CreateOrderRequest, offerRequestOf } from "./onrampRequests.ts"
import { firstChoices } from "./onrampStart.ts"
import { type QuoteLoopNotice, quoteLoopMachine } from "./quoteLoop.ts"

/** What the quote loop fetches for the on-ramp: the limits and the best offer (null when there is none). */
export interface OnrampOffer {
  readonly limits: Limits
  readonly quote: Quote | null
}

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
  | QuoteLoopNotice<OnrampOffer>
  | { readonly type: "order.create" }
  /** The additional-information form (spec 1 §2): a field's value typed or chosen, Save, and Cancel (closing it). */
  | { readonly type: "extra.change"; readonly name: string; readonly value: string }
  | { readonly type: "extra.save" }
  | { readonly type: "extra.cancel" }
  /** The payer's phone of a payment prompt, typed on the review (machines/onrampPayerPhone.ts). */
  | { readonly type: "payer.phone"; readonly value: string }

export {
  type CreateOrderRequest,
  type OfferRequest,
  offerRequestOf,
  requestOf,
  type TransferAmount,
  transferAmountOf,
} from "./onrampRequests.ts"

/** What the on-ramp chart asks of the world (the runner in screens/wiring/onramp.ts carries it out). */
export type OnrampEmitted = ToastEffect

export const onrampSetup = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
    emitted: {} as OnrampEmitted,
    input: {} as {
      readonly config: OnrampConfig
      readonly storedCountry?: string
      /** Spec 1 §3 phone info this device kept, in international form. */
      readonly storedPhone?: string | undefined
      readonly user?: User
      /** Started by the auto-order route: the journey moves on by itself (machines/autoOrder.ts). */
      readonly auto?: boolean
      /** A reason to show on the amount from the start (the auto-order route's refused configuration). */
      readonly notice?: string
    },
    output: {} as { readonly orderId: string | undefined },
    // The child charts by invoke id, so the screens read each one's snapshot with its own type.
    children: {} as { readonly kyc: "kyc"; readonly quote: "quoteLoop" },
  },
  actors: {
    loadCatalog: abstractActor<OnrampCatalog, undefined>("loadCatalog"),
    checkLink: abstractActor<{ readonly ok: boolean }, Readonly<Record<string, string>>>("checkLink"),
    quoteLoop: quoteLoopMachine,
    kyc: kycMachine,
    validateWallet: abstractActor<{ readonly ok: boolean }, { network: Network; asset: Asset; address: string }>(
      "validateWallet",
    ),
    loadKycStatus: abstractActor<KycStatus, undefined>("loadKycStatus"),
    loadExtraFields: abstractActor<ReadonlyArray<AdditionalField>, { readonly quoteId: string }>("loadExtraFields"),
    createOrder: abstractActor<{ _id: string }, CreateOrderRequest>("createOrder"),
  },
  actions: {
    clearError: assign({ error: undefined }),
    stopAuto: assign({ auto: false }),
    showError: assign((_, params: { readonly message: string }) => ({ error: params.message })),
    toastError: toastError(),
    // The session read after the catalogue: the account's country takes the place of a stored or located one.
    adoptAccountCountry: assign(({ context }, { user }: SessionUser) => withAccountCountry(context, user)),
    setUser: assign((_, { user }: SessionUser) => ({ user })),
    keepCatalog: assign(({ context }, params: { readonly catalog: OnrampCatalog }) => {
      const catalog = offeredCatalog(params.catalog, context.config)
      return { catalog, ...firstChoices(context.config, catalog, remembered(context)) }
    }),
    setAmount: assign(({ event }) => {
      assertEvent(event, "amount.change")
      return { amount: event.value, error: undefined, returnNotice: undefined }
    }),
    toggleCurrency: assign(({ context }) => withCurrencyToggled(context)),
    chooseCountry: assign(({ context, event }) => {
      assertEvent(event, "country.select")
      return withCountry(context, event.countryIsoCode)
    }),
    chooseChannel: assign(({ event }) => {
      assertEvent(event, "channel.select")
      return { paymentChannel: event.paymentChannel, carrierCode: event.carrierCode }
    }),
    chooseAsset: assign(({ context, event }) => {
      assertEvent(event, "asset.select")
      return withAsset(context, event.network, event.asset)
    }),
    // The quote loop asks again: at once for a new choice, once typing settles for a typed amount.
    requote: sendTo("quote", ({ context }) => ({ type: "quote.changed", request: offerRequestOf(context) })),
    requoteAfterTyping: sendTo("quote", ({ context }) => ({ type: "quote.typed", request: offerRequestOf(context) })),
    keepOffer: assign(({ event }) => {
      assertEvent(event, "quote.ready")
      return { limits: event.offer.limits, quote: event.offer.quote, quotedAt: event.quotedAt, error: undefined }
    }),
    keepOfferFailure: assign(({ event }) => {
      assertEvent(event, "quote.failed")
      return { quote: null, error: failureMessage(event.error, errors.noOffer) }
    }),
    forgetNotice: assign({ returnNotice: undefined }),
    setAddress: assign(({ event }) => {
      assertEvent(event, "address.change")
      return { address: event.value, error: undefined }
    }),
    setMemo: assign(({ event }) => {
      assertEvent(event, "memo.change")
      return { memo: event.value }
    }),
    keepKycStatus: assign((_, params: { readonly status: KycStatus }) => ({ kycStatus: params.status })),
    keepOrder: assign((_, params: { readonly orderId: string }) => ({ orderId: params.orderId })),
    /** An open order stands in the way: its id, for the banner that leads to it. */
    refuseOrder: assign((_, params: { readonly message: string; readonly openOrderId: string | undefined }) => ({
      error: params.message,
      openOrderId: params.openOrderId,
    })),
    // The review's additional-information form (machines/onrampExtraFields.ts).
    keepExtraFields: assign(({ context }, params: { readonly fields: ReadonlyArray<AdditionalField> }) =>
      withFieldsLoaded(context, params.fields),
    ),
    failExtraFields: assign((_, params: { readonly message: string }) => ({
      extraFields: undefined,
      error: params.message,
    })),
    setExtraValue: assign(({ context, event }) => {
      assertEvent(event, "extra.change")
      return {
        extraValues: { ...context.extraValues, [event.name]: event.value },
        extraProblems: Object.fromEntries(Object.entries(context.extraProblems).filter(([k]) => k !== event.name)),
      }
    }),
    // Spec 1 §5: a Save with a required field left empty is told by a toast too, besides the form's own messages.
    checkExtraForm: enqueueActions(({ context, enqueue }) => {
      const checked = withFormChecked(context)
      enqueue.assign(checked)
      if (checked.error === validation.formNotFilled) enqueue.emit(toast("error", validation.formNotFilled))
    }),
    closeExtraForm: assign({ extraProblems: {}, error: undefined }),
    returnToAmount: assign((_, params: { readonly notice: string }) => ({
      quote: undefined,
      returnNotice: params.notice,
    })),
  },
  guards: {
    signedLink: ({ context }) => Boolean(context.config.signature),
    misconfigured: ({ context }) => selectedAsset(context) === undefined,
    nextAllowed: ({ context }) => nextAllowed(context, amountProblem(context)),
    accountCountryArrives: ({ context }, { user }: SessionUser) => accountCountry(context, user) !== undefined,
    signingIn: (_, { user }: SessionUser) => user !== undefined,
    walletMissing: ({ context }) => !context.address.trim() && !context.config.freezeWallet,
    addressGiven: ({ context }) => context.address.trim() !== "",
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
