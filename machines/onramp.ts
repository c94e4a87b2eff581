// The on-ramp journey (spec 1 §4): Amount, Wallet, Verify (sign-in), ID Check, then the order review and its
// creation. The routes follow the chart: / for amount, /wallet, /auth for verify, /onramp/kyc, /swap, and
// /ussd/{orderId} once created. Sign-in and the ID check run their own charts; this one hears their outcome.
import { assign } from "xstate"
import { errors } from "../schema/messages.ts"
import { autoAddressCheck } from "./autoOrderOnramp.ts"
import { failureMessage, failureTag } from "./failure.ts"
import { memoAllowed, offeredCatalog, withAsset, withCountry, withCurrencyToggled } from "./onrampContext.ts"
import { extraFieldsToSend, reviewState } from "./onrampExtraFields.ts"
import { onrampSetup, requestOf } from "./onrampSetup.ts"
import { firstChoices } from "./onrampStart.ts"

export type { OfferRequest, OnrampEvent } from "./onrampSetup.ts"

export const onrampMachine = onrampSetup.createMachine({
  id: "onramp",
  context: ({ input }) => ({
    config: input.config,
    storedCountry: input.storedCountry,
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
  on: { "session.user": { actions: assign({ user: ({ event }) => event.user }) } },
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
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.requestFailed) }),
        },
      },
    },
    linkRefused: { tags: ["error"] },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadCatalog",
        src: "loadCatalog",
        onDone: {
          target: "checkingConfig",
          actions: assign(({ context, event }) => ({
            catalog: offeredCatalog(event.output, context.config),
            ...firstChoices(context.config, offeredCatalog(event.output, context.config), {
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
    checkingConfig: { always: [{ guard: "misconfigured", target: "misconfigured" }, { target: "amount" }] },
    misconfigured: { tags: ["error"], entry: assign({ error: errors.assetMisconfigured }) },
    amount: {
      initial: "deciding",
      on: {
        "amount.change": {
          target: ".settling",
          actions: assign({ amount: ({ event }) => event.value, error: undefined, returnNotice: undefined }),
        },
        "currency.toggle": { target: ".deciding", actions: assign(({ context }) => withCurrencyToggled(context)) },
        "country.select": {
          target: ".deciding",
          actions: assign(({ context, event }) => withCountry(context, event.countryIsoCode)),
        },
        "channel.select": {
          target: ".deciding",
          actions: assign({
            paymentChannel: ({ event }) => event.paymentChannel,
            carrierCode: ({ event }) => event.carrierCode,
          }),
        },
        "asset.select": {
          target: ".deciding",
          actions: assign(({ context, event }) => withAsset(context, event.network, event.asset)),
        },
      },
      states: {
        deciding: { always: [{ guard: "canQuote", target: "quoting" }, { target: "idle" }] },
        // Auto-order: an amount that cannot be quoted, or no offer for it, is shown here and the user takes over.
        idle: { entry: "stopAuto" },
        // Typing: the offer shown is for the previous amount, so Next waits for the new one.
        settling: { tags: ["loading"], after: { amountDebounce: "deciding" } },
        quoting: {
          tags: ["loading"],
          invoke: {
            id: "fetchOffer",
            src: "fetchOffer",
            input: ({ context }) => requestOf(context),
            onDone: {
              target: "quoted",
              actions: assign({
                limits: ({ event }) => event.output.limits,
                quote: ({ event }) => event.output.quote,
                error: undefined,
              }),
            },
            onError: {
              target: "failed",
              actions: assign({ quote: null, error: ({ event }) => failureMessage(event.error, errors.noOffer) }),
            },
          },
        },
        quoted: {
          always: [
            { guard: "autoNext", target: "#onramp.afterAmount" },
            { guard: "auto", actions: "stopAuto" },
          ],
          after: { quoteRefresh: "deciding" },
          on: {
            next: { guard: "hasQuote", target: "#onramp.afterAmount", actions: assign({ returnNotice: undefined }) },
          },
        },
        failed: { tags: ["error"], entry: "stopAuto" },
      },
    },
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
        "address.change": { actions: assign({ address: ({ event }) => event.value, error: undefined }) },
        "memo.change": { actions: assign({ memo: ({ event }) => event.value }) },
        back: { target: "amount", actions: ["clearError", "stopAuto"] },
        next: "validatingWallet",
      },
    },
    validatingWallet: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "validateWallet",
        src: "validateWallet",
        input: ({ context }) => ({
          network: context.network ?? "CELO",
          asset: context.asset ?? "CUSD",
          address: context.address.trim(),
        }),
        onDone: [{ guard: "signedIn", target: "checkingKyc" }, { target: "verify" }],
        onError: {
          target: "wallet",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToValidateWallet) }),
        },
      },
    },
    checkingAddress: autoAddressCheck,
    verify: {
      on: {
        "session.user": [
          {
            // Signed in: on to the wallet when it is still missing (auto-order), else the ID check.
            guard: ({ event }) => event.user !== undefined,
            target: "afterAmount",
            actions: assign({ user: ({ event }) => event.user }),
          },
          { actions: assign({ user: undefined }) },
        ],
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
        // Spec 1 §4: if the KYC status check fails, the flow goes to KYC.
        onError: "kyc",
      },
    },
    afterKycStatus: { always: [{ guard: "kycDue", target: "kyc" }, { target: "review" }] },
    kyc: { entry: "stopAuto", on: { "kyc.passed": "checkingKyc", back: "amount" } },
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
          address: context.address.trim(),
          memo: memoAllowed(context) && context.memo ? context.memo : undefined,
          signature: context.config.signature,
          sourceParam: context.config.source,
          extraFields: extraFieldsToSend(context),
        }),
        onDone: { target: "created", actions: assign({ orderId: ({ event }) => event.output._id }) },
        onError: [
          {
            guard: ({ event }) => failureTag(event.error) === "OrderInProgress",
            target: "review",
            actions: assign({
              error: ({ event }) => failureMessage(event.error, errors.failedToCreateTheOrder),
              openOrderId: ({ event }) => (event.error as { orderId?: string }).orderId,
            }),
          },
          {
            // A stale offer: back to the amount step, which asks for a new one.
            guard: ({ event }) => failureTag(event.error) === "QuoteExpired",
            target: "amount",
            actions: assign({
              quote: undefined,
              returnNotice: ({ event }) => failureMessage(event.error, errors.failedToCreateTheOrder),
            }),
          },
          {
            target: "review",
            actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToCreateTheOrder) }),
          },
        ],
      },
    },
    created: { type: "final" },
  },
})
