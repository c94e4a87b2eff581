// The on-ramp journey (spec 1 §4): Amount, Wallet, Verify (sign-in), ID Check, then the order review and its
// creation. The routes follow the chart: / for amount, /wallet, /auth for verify, /onramp/kyc, /swap, and
// /ussd/{orderId} once created. The amount's offer comes from the quote loop (quoteLoop.ts) and the ID check is
// the KYC chart (kyc.ts), both invoked as child charts; sign-in runs its own chart and this one hears its outcome.
import { errors } from "../schema/messages.ts"
import { orderTagsOf } from "../schema/orderTags.ts"
import { amountState, keepUser, signingIn } from "./amountStep.ts"
import { autoAddressCheck } from "./autoOrderOnramp.ts"
import { catalogLoading } from "./catalogLoading.ts"
import { failureMessage, failureTag, toastFailure } from "./failure.ts"
import { checkingKyc, kycStep } from "./kycStep.ts"
import { extraFieldsToSend, kycLevelNeeded, memoAllowed, type OnrampCatalog } from "./onrampContext.ts"
import { reviewState } from "./onrampExtraFields.ts"
import { payerPhoneToSend } from "./onrampPayerPhone.ts"
import { walletToCheck } from "./onrampRequests.ts"
import { offerRequestOf, onrampSetup, requestOf, transferAmountOf } from "./onrampSetup.ts"
import { orderMade, staleOfferBack } from "./orderCreation.ts"

export type { OfferRequest, OnrampEvent, OnrampOffer } from "./onrampSetup.ts"

export const onrampMachine = onrampSetup.createMachine({
  id: "onramp",
  context: ({ input }) => ({
    config: input.config,
    storedCountry: input.storedCountry,
    storedPhone: input.storedPhone,
    catalog: undefined,
    country: undefined,
    paymentChannel: undefined,
    carrierCode: undefined,
    network: undefined,
    asset: undefined,
    currency: "local",
    amount: "",
    address: "",
    memo: "",
    limits: undefined,
    quote: undefined,
    quotedAt: undefined,
    user: input.user,
    kycStatus: undefined,
    openOrderId: undefined,
    returnNotice: input.notice,
    auto: input.auto ?? false,
    orderId: undefined,
    error: undefined,
    extraFields: undefined,
    extraValues: {},
    extraProblems: {},
  }),
  initial: "start",
  output: ({ context }) => ({ orderId: context.orderId }),
  on: { "session.user": { actions: keepUser } },
  states: {
    start: { always: [{ guard: "signedLink", target: "checkingLink" }, { target: "loading" }] },
    // A signed link is checked before anything else: a forged, expired, used or altered one goes no further.
    checkingLink: {
      tags: ["loading"],
      invoke: {
        id: "checkLink",
        src: "checkLink",
        input: ({ context }) => ({ ...context.config.query, signature: context.config.signature ?? "" }),
        onDone: "loading",
        onError: {
          target: "linkRefused",
          actions: {
            type: "showError",
            params: ({ event }) => ({ message: failureMessage(event.error, errors.requestFailed) }),
          },
        },
      },
    },
    linkRefused: { tags: ["error", "terminal"] },
    loading: catalogLoading<OnrampCatalog, "checkingConfig", "unavailable">({
      next: "checkingConfig",
      failed: "unavailable",
      fallback: errors.requestFailed,
    }),
    unavailable: { tags: ["error", "terminal"] },
    checkingConfig: { always: [{ guard: "misconfigured", target: "misconfigured" }, { target: "amount" }] },
    misconfigured: {
      tags: ["error", "terminal"],
      entry: { type: "showError", params: { message: errors.assetMisconfigured } },
    },
    amount: amountState({
      request: offerRequestOf,
      on: {
        "amount.change": { target: ".settling", actions: ["setAmount", "requoteAfterTyping"] },
        "currency.toggle": { target: ".settling", actions: ["toggleCurrency", "requote"] },
        "asset.select": { target: ".settling", actions: ["chooseAsset", "requote"] },
      },
      quoted: {
        always: [
          { guard: "autoNext", target: "#onramp.afterAmount" },
          { guard: "auto", actions: "stopAuto" },
        ],
        on: { next: { guard: "nextAllowed", target: "#onramp.afterAmount", actions: "forgetNotice" } },
      },
    }),
    afterAmount: {
      always: [
        { guard: "autoSignIn", target: "verify" },
        { guard: "walletMissing", target: "wallet" },
        { guard: "autoAddress", target: "checkingAddress" },
        { guard: "signedIn", target: "checkingKyc" },
        { target: "verify" },
      ],
    },
    wallet: {
      on: {
        "address.change": { actions: "setAddress" },
        "memo.change": { actions: "setMemo" },
        back: { target: "amount", actions: ["clearError", "stopAuto"] },
        // Spec 1 §5: the address is required; Next waits for one.
        next: { guard: "addressGiven", target: "validatingWallet" },
      },
    },
    validatingWallet: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "validateWallet",
        src: "validateWallet",
        input: ({ context }) => walletToCheck(context),
        onDone: [{ guard: "signedIn", target: "checkingKyc" }, { target: "verify" }],
        onError: { target: "wallet", actions: toastFailure(errors.failedToValidateWallet) },
      },
    },
    checkingAddress: autoAddressCheck,
    verify: {
      on: {
        // Signed in: on to the wallet when it is still missing (auto-order), else the ID check. (Signed out: the
        // chart's own handler keeps it.)
        "session.user": { guard: signingIn, target: "afterAmount", actions: keepUser },
        back: { target: "amount", actions: ["clearError", "stopAuto"] },
      },
    },
    checkingKyc,
    afterKycStatus: { always: [{ guard: "kycDue", target: "kyc" }, { target: "review" }] },
    // The ID check runs as a child chart; once passed (and Continue pressed) the status is read again.
    kyc: kycStep(kycLevelNeeded),
    review: reviewState,
    creating: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "createOrder",
        src: "createOrder",
        input: ({ context }) => ({
          ...requestOf(context),
          quoteId: context.quote?.quoteId ?? "",
          transferAmount: transferAmountOf(context),
          address: context.address.trim(),
          memo: memoAllowed(context) && context.memo ? context.memo : undefined,
          tags: orderTagsOf(context.config),
          sourceParam: context.config.source,
          extraFields: extraFieldsToSend(context),
          phoneNumber: payerPhoneToSend(context),
        }),
        onDone: orderMade,
        onError: [
          {
            guard: ({ event }) => failureTag(event.error) === "OrderInProgress",
            target: "review",
            actions: {
              type: "refuseOrder",
              params: ({ event }) => ({
                message: failureMessage(event.error, errors.failedToCreateTheOrder),
                openOrderId: (event.error as { orderId?: string }).orderId,
              }),
            },
          },
          staleOfferBack(errors.failedToCreateTheOrder),
          { target: "review", actions: toastFailure(errors.failedToCreateTheOrder) },
        ],
      },
    },
    created: { type: "final", tags: ["terminal"] },
  },
})
