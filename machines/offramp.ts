// The off-ramp journey (spec 2 §2, §4): Amount, Login (skipped when signed in), ID Check (only when required),
// Details (only when the offer has required fields), then Pay, where the order is made from the wallet that pays
// it. The amount's offer comes from the quote loop (quoteLoop.ts) and the ID check is the KYC chart (kyc.ts), both
// invoked as child charts. The order's own payment and status are charts of their own.
import { and } from "xstate"
import { errors } from "../schema/messages.ts"
import { amountState, keepUser, signingIn } from "./amountStep.ts"
import { catalogLoading } from "./catalogLoading.ts"
import { toastFailure } from "./failure.ts"
import { checkingKyc, kycStep, readStatus } from "./kycStep.ts"
import { kycLevelNeeded, type OfframpCatalog } from "./offrampContext.ts"
import { offerRequestOf, offrampSetup, orderOf } from "./offrampSetup.ts"
import { orderMade, staleOfferBack } from "./orderCreation.ts"

export type {
  OfframpDetailsRequest,
  OfframpEvent,
  OfframpOffer,
  OfframpOfferRequest,
  OfframpOrderRequest,
} from "./offrampSetup.ts"

export const offrampMachine = offrampSetup.createMachine({
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
    amountTyped: false,
    limits: undefined,
    quote: undefined,
    quotedAt: undefined,
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
  on: { "session.user": { actions: keepUser } },
  states: {
    loading: catalogLoading<OfframpCatalog, "checkingConfig", "unavailable">({
      next: "checkingConfig",
      failed: "unavailable",
      fallback: errors.requestFailed,
    }),
    unavailable: { tags: ["error", "terminal"] },
    checkingConfig: {
      always: [
        { guard: "paused", target: "paused" },
        { guard: "misconfigured", target: "misconfigured" },
        { target: "amount" },
      ],
    },
    // Spec 2 §2: the maintenance notice says nothing failed (the screen shows it as a notice).
    paused: { tags: ["terminal"] },
    misconfigured: {
      tags: ["error", "terminal"],
      entry: { type: "showError", params: { message: errors.assetMisconfigured } },
    },
    amount: amountState({
      request: offerRequestOf,
      on: {
        "amount.change": { guard: "amountFree", target: ".settling", actions: ["setAmount", "requoteAfterTyping"] },
        "asset.select": { guard: "walletFree", target: ".settling", actions: ["chooseAsset", "requote"] },
      },
      quoted: {
        always: [
          { guard: "autoNext", target: "#offramp.afterAmount" },
          { guard: "auto", actions: "stopAuto" },
        ],
        on: { next: { guard: "nextAllowed", target: "#offramp.afterAmount" } },
        initial: "checking",
        states: {
          // Spec 2 §2: Next names the ID check when one is due, so a signed-in user's KYC status is read here.
          checking: { always: [{ guard: "kycStatusUnknown", target: "readingKyc" }, { target: "ready" }] },
          readingKyc: {
            invoke: {
              id: "peekKycStatus",
              src: "peekKycStatus",
              onDone: {
                target: "ready",
                actions: readStatus,
              },
              // Unread, the label stays as it was; the status is read again after Next.
              onError: "ready",
            },
          },
          ready: {},
        },
      },
    }),
    // Spec 2 §4: not logged in: auth; then KYC if required; then the details if the offer asks for any; else pay.
    afterAmount: { always: [{ guard: "signedIn", target: "checkingKyc" }, { target: "verify" }] },
    verify: {
      on: {
        // Signed out meanwhile, the chart's own handler keeps that news.
        "session.user": { guard: signingIn, target: "checkingKyc", actions: keepUser },
        // Without an account there is no ID check to read: straight on to the details or the pay step.
        "anonymous.continue": { guard: "anonymousAllowed", target: "afterKycStatus" },
        back: { target: "amount", actions: ["clearError", "stopAuto"] },
      },
    },
    checkingKyc,
    afterKycStatus: {
      always: [{ guard: "kycDue", target: "kyc" }, { guard: "hasFields", target: "details" }, { target: "pay" }],
    },
    // The ID check runs as a child chart; once passed (and Continue pressed) the status is read again.
    kyc: kycStep(kycLevelNeeded),
    details: {
      initial: "editing",
      // Back is the user acting: an auto-order checking its details stops there (it would go on by itself again).
      on: { back: { target: "amount", actions: ["clearError", "stopAuto"] } },
      states: {
        editing: {
          // Auto-order: remembered or configured details are checked at once; refused or missing, the form shows.
          always: [
            { guard: and(["auto", "fieldsFilled"]), target: "validating" },
            { guard: "auto", actions: "stopAuto" },
          ],
          on: {
            "field.change": { actions: "setField" },
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
            onDone: {
              target: "confirming",
              actions: { type: "keepDetails", params: ({ event }) => ({ details: event.output }) },
            },
            // Each field's problem stays at its field; the refusal itself is a toast.
            onError: {
              target: "editing",
              actions: [
                {
                  type: "refuseDetails",
                  params: ({ event }) => ({
                    fields: (event.error as { fields?: Record<string, string> }).fields ?? {},
                  }),
                },
                toastFailure(errors.failedToValidateDetails),
              ],
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
        "address.change": { guard: "addressFree", actions: "setAddress" },
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
        input: ({ context }) => orderOf(context),
        onDone: orderMade,
        onError: [
          staleOfferBack(errors.failedToCreateOrder),
          { target: "pay", actions: toastFailure(errors.failedToCreateOrder) },
        ],
      },
    },
    created: { type: "final", tags: ["terminal"] },
  },
})
