// The off-ramp journey (spec 2 §2, §4): Amount, Login (skipped when signed in), ID Check (only when required),
// Details (only when the offer has required fields), then Pay, where the order is made from the wallet that pays
// it. The order's own payment and status are charts of their own (offrampPay.ts, offrampStatus.ts).
import { and, assign, setup } from "xstate"
import type { User } from "../schema/auth.ts"
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"
import { errors } from "../schema/messages.ts"
import type { OfframpQuote } from "../schema/offrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage, failureTag } from "./failure.ts"
import {
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
  withAsset,
  withCountry,
} from "./offrampContext.ts"

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
  | { readonly type: "kyc.passed" }
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
  /** The page's signed link, which the order spends. */
  readonly signature?: string | undefined
}

export interface OfframpDetailsRequest {
  readonly quoteId: string
  readonly requiredFields: Readonly<Record<string, string>>
  readonly anonymous: boolean
}

const offerOf = (c: OfframpContext): OfframpOfferRequest => ({
  countryIsoCode: c.country ?? "",
  paymentChannel: c.paymentChannel ?? "mobile_money",
  network: c.network ?? "CELO",
  asset: c.asset ?? "USDC",
  currency: c.currency,
  amount: Number(c.amount),
})

export const offrampMachine = setup({
  types: {
    context: {} as OfframpContext,
    events: {} as OfframpEvent,
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
  },
  actors: {
    loadCatalog: abstractActor<OfframpCatalog, undefined>("loadCatalog"),
    fetchOffer: abstractActor<{ limits: OfframpLimits; quote: OfframpQuote | null }, OfframpOfferRequest>("fetchOffer"),
    loadKycStatus: abstractActor<KycStatus, undefined>("loadKycStatus"),
    peekKycStatus: abstractActor<KycStatus, undefined>("peekKycStatus"),
    validateFields: abstractActor<ReadonlyArray<{ label: string; value: string }>, OfframpDetailsRequest>(
      "validateFields",
    ),
    createOrder: abstractActor<{ _id: string }, OfframpOrderRequest>("createOrder"),
  },
  delays: {
    // Spec 2 §9: the offer is refreshed every 30 s; typing settles for 300 ms before an offer is asked for.
    offerRefresh: 30_000,
    amountDebounce: 300,
  },
  actions: { clearError: assign({ error: undefined }), stopAuto: assign({ auto: false }) },
  guards: {
    misconfigured: ({ context }) => selectedAsset(context) === undefined,
    paused: ({ context }) => context.catalog?.enabled === false,
    canQuote: ({ context }) => canQuote(context),
    hasQuote: ({ context }) => Boolean(context.quote),
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
}).createMachine({
  id: "offramp",
  context: ({ input }) => ({
    config: input.config,
    storedCountry: input.storedCountry,
    storedFields: input.storedFields ?? {},
    catalog: undefined,
    country: undefined,
    paymentChannel: undefined,
    network: undefined,
    asset: undefined,
    currency: "crypto",
    amount: "",
    limits: undefined,
    quote: undefined,
    user: input.user,
    kycStatus: undefined,
    fields: {},
    fieldProblems: {},
    details: undefined,
    address: input.config.address ?? "",
    orderId: undefined,
    error: undefined,
    returnNotice: input.notice,
    auto: input.auto ?? false,
  }),
  initial: "loading",
  output: ({ context }) => ({ orderId: context.orderId }),
  on: { "session.user": { actions: assign({ user: ({ event }) => event.user }) } },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadCatalog",
        src: "loadCatalog",
        onDone: {
          target: "checkingConfig",
          actions: assign(({ context, event }) => ({
            catalog: offeredOfframpCatalog(event.output, context.config),
            ...firstChoices(context.config, offeredOfframpCatalog(event.output, context.config), {
              stored: context.storedCountry,
              account: context.user?.countryIsoCode,
            }),
          })),
        },
        onError: {
          target: "unavailable",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.requestFailed) }),
        },
      },
    },
    unavailable: { tags: ["error"] },
    checkingConfig: {
      always: [
        { guard: "paused", target: "paused" },
        { guard: "misconfigured", target: "misconfigured" },
        { target: "amount" },
      ],
    },
    paused: { tags: ["error"] },
    misconfigured: { tags: ["error"], entry: assign({ error: errors.assetMisconfigured }) },
    amount: {
      initial: "deciding",
      on: {
        "amount.change": {
          guard: "amountFree",
          target: ".settling",
          actions: assign({
            amount: ({ event }) => event.value,
            currency: ({ event }) => event.currency,
            error: undefined,
            returnNotice: undefined,
          }),
        },
        "country.select": {
          target: ".deciding",
          actions: assign(({ context, event }) => withCountry(context, event.countryIsoCode)),
        },
        "channel.select": {
          target: ".deciding",
          actions: assign({ paymentChannel: ({ event }) => event.paymentChannel, quote: undefined, limits: undefined }),
        },
        "asset.select": {
          guard: "walletFree",
          target: ".deciding",
          actions: assign(({ context, event }) => withAsset(context, event.network, event.asset)),
        },
      },
      states: {
        deciding: { always: [{ guard: "canQuote", target: "quoting" }, { target: "idle" }] },
        // Auto-order: an amount that cannot be quoted, or no offer for it, is shown here and the user takes over.
        idle: { entry: "stopAuto" },
        settling: { tags: ["loading"], after: { amountDebounce: "deciding" } },
        quoting: {
          tags: ["loading"],
          invoke: {
            id: "fetchOffer",
            src: "fetchOffer",
            input: ({ context }) => offerOf(context),
            onDone: {
              target: "quoted",
              actions: assign(({ context, event }) => ({
                limits: event.output.limits,
                quote: event.output.quote,
                fields: prefilled(context, event.output.quote),
                error: undefined,
              })),
            },
            onError: {
              target: "failed",
              actions: assign({ quote: null, error: ({ event }) => failureMessage(event.error, errors.noOffer) }),
            },
          },
        },
        quoted: {
          always: [
            { guard: "autoNext", target: "#offramp.afterAmount" },
            { guard: "auto", actions: "stopAuto" },
          ],
          after: { offerRefresh: "deciding" },
          on: { next: { guard: "hasQuote", target: "#offramp.afterAmount" } },
          initial: "checking",
          states: {
            // Spec 2 §2: Next names the ID check when one is due, so a signed-in user's KYC status is read here.
            checking: { always: [{ guard: "kycStatusUnknown", target: "readingKyc" }, { target: "ready" }] },
            readingKyc: {
              invoke: {
                id: "peekKycStatus",
                src: "peekKycStatus",
                onDone: { target: "ready", actions: assign({ kycStatus: ({ event }) => event.output }) },
                // Unread, the label stays as it was; the status is read again after Next.
                onError: "ready",
              },
            },
            ready: {},
          },
        },
        failed: { tags: ["error"], entry: "stopAuto" },
      },
    },
    // Spec 2 §4: not logged in: auth; then KYC if required; then the details if the offer asks for any; else pay.
    afterAmount: { always: [{ guard: "signedIn", target: "checkingKyc" }, { target: "verify" }] },
    verify: {
      on: {
        "session.user": [
          {
            guard: ({ event }) => event.user !== undefined,
            target: "checkingKyc",
            actions: assign({ user: ({ event }) => event.user }),
          },
          { actions: assign({ user: undefined }) },
        ],
        // Without an account there is no ID check to read: straight on to the details or the pay step.
        "anonymous.continue": { guard: "anonymousAllowed", target: "afterKycStatus" },
        back: { target: "amount", actions: ["clearError", "stopAuto"] },
      },
    },
    checkingKyc: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "loadKycStatus",
        src: "loadKycStatus",
        onDone: { target: "afterKycStatus", actions: assign({ kycStatus: ({ event }) => event.output }) },
        // As on the on-ramp (spec 1 §4): a status that cannot be read sends the user to the ID check.
        onError: "kyc",
      },
    },
    afterKycStatus: {
      always: [{ guard: "kycDue", target: "kyc" }, { guard: "hasFields", target: "details" }, { target: "pay" }],
    },
    kyc: { entry: "stopAuto", on: { "kyc.passed": "checkingKyc", back: "amount" } },
    details: {
      initial: "editing",
      on: { back: { target: "amount", actions: "clearError" } },
      states: {
        editing: {
          // Auto-order: remembered or configured details are checked at once; refused or missing, the form shows.
          always: [
            { guard: and(["auto", "fieldsFilled"]), target: "validating" },
            { guard: "auto", actions: "stopAuto" },
          ],
          on: {
            "field.change": {
              actions: assign({
                fields: ({ context, event }) => ({ ...context.fields, [event.key]: event.value }),
                fieldProblems: ({ context, event }) => ({ ...context.fieldProblems, [event.key]: "" }),
                details: undefined,
              }),
            },
            "details.validate": { guard: "fieldsFilled", target: "validating" },
          },
        },
        validating: {
          tags: ["loading"],
          entry: "clearError",
          invoke: {
            id: "validateFields",
            src: "validateFields",
            input: ({ context }) => ({
              quoteId: context.quote?.quoteId ?? "",
              requiredFields: context.fields,
              anonymous: context.user === undefined,
            }),
            onDone: { target: "confirming", actions: assign({ details: ({ event }) => event.output }) },
            onError: {
              target: "editing",
              actions: assign({
                auto: false,
                error: ({ event }) => failureMessage(event.error, errors.failedToValidateDetails),
                fieldProblems: ({ event }) => (event.error as { fields?: Record<string, string> }).fields ?? {},
              }),
            },
          },
        },
        confirming: {
          always: { guard: "auto", target: "#offramp.pay" },
          on: { "details.edit": "editing", next: "#offramp.pay" },
        },
      },
    },
    pay: {
      entry: "stopAuto",
      on: {
        "address.change": {
          guard: "addressFree",
          actions: assign({ address: ({ event }) => event.value, error: undefined }),
        },
        "order.create": { guard: "hasAddress", target: "creating" },
        back: [{ guard: "hasFields", target: "details" }, { target: "amount" }],
      },
    },
    creating: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "createOrder",
        src: "createOrder",
        input: ({ context }) => ({
          ...offerOf(context),
          quoteId: context.quote?.quoteId ?? "",
          address: context.address.trim(),
          requiredFields: context.fields,
          anonymous: context.user === undefined,
          ...(context.config.source ? { sourceParam: context.config.source } : {}),
          ...(context.config.signature ? { signature: context.config.signature } : {}),
        }),
        onDone: { target: "created", actions: assign({ orderId: ({ event }) => event.output._id }) },
        onError: [
          {
            // A stale offer: back to the amount step, which asks for a new one.
            guard: ({ event }) => failureTag(event.error) === "QuoteExpired",
            target: "amount",
            actions: assign({
              quote: undefined,
              returnNotice: ({ event }) => failureMessage(event.error, errors.failedToCreateOrder),
            }),
          },
          {
            target: "pay",
            actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToCreateOrder) }),
          },
        ],
      },
    },
    created: { type: "final" },
  },
})
