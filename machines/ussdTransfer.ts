// The on-ramp order in progress (spec 2 §2 /ussd/{orderId}, §3, §4): the order is read, then read again every 3 s
// while its swap is initiated; the buyer follows the transfer instructions (a prompt, an OTP, a USSD code with the SIM
// PIN, a payment page), then presses I Transferred or Cancel Order. Rejected or expired ends here; any other status
// goes on to the status page. Toasts, the code to dial and each fresh order reach the app as emitted events.
import { and, assign, emit, enqueueActions, setup } from "xstate"
import { errors, success, validation } from "../schema/messages.ts"
import type { BuySwap, PublicOnrampOrder } from "../schema/onrampModels.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage } from "./failure.ts"
import {
  autoTransferDue,
  closedStatuses,
  cooldownLeft,
  dialCode,
  flowOf,
  handedOff,
  needsPin,
  otpPending,
  startsTransfer,
  statusOf,
  swapOf,
  timings,
  type UssdTransferContext,
  type UssdTransferInput,
  withSwap,
} from "./ussdTransferContext.ts"
import { alreadyProcessed, type UssdTransferEmitted, type UssdTransferEvent } from "./ussdTransferEvents.ts"

/** An order read and when it answered. */
export type OrderRead = { readonly order: PublicOnrampOrder; readonly at: number }
type SwapInput = { readonly swapId: string }
const swapInput = ({ context }: { context: UssdTransferContext }): SwapInput => ({
  swapId: swapOf(context)?._id ?? "",
})

const failed = (fallback: string) => ({ type: "toastFailure" as const, params: { fallback } })
const succeeded = (text: string) => ({ type: "toastSuccess" as const, params: { text } })

export const ussdTransferMachine = setup({
  types: {
    context: {} as UssdTransferContext,
    events: {} as UssdTransferEvent,
    emitted: {} as UssdTransferEmitted,
    input: {} as UssdTransferInput,
  },
  actors: {
    loadOrder: abstractActor<OrderRead, { readonly orderId: string }>("loadOrder"),
    confirmSwap: abstractActor<BuySwap, SwapInput & { readonly confirm: boolean }>("confirmSwap"),
    initTransfer: abstractActor<BuySwap, SwapInput & { readonly redirectUrl: string | undefined }>("initTransfer"),
    verifyOtp: abstractActor<BuySwap, SwapInput & { readonly code: string }>("verifyOtp"),
    setRedirected: abstractActor<unknown, { readonly orderId: string }>("setRedirected"),
  },
  delays: {
    ...timings,
    /** The cooldown counts from lastTransferAttemptAt: what is left of it when the chart learns of the attempt. */
    cooldownLeft: ({ context }) => cooldownLeft(context),
  },
  actions: {
    clearError: assign({ error: undefined }),
    /** Spec 2 §8: the server's message when it sent one, else the situation's default. */
    toastFailure: enqueueActions(({ event, enqueue }, params: { readonly fallback: string }) => {
      const text = failureMessage((event as { error?: unknown }).error, params.fallback)
      enqueue.assign({ error: text })
      enqueue.emit({ type: "toast", kind: "error", text })
    }),
    toastSuccess: emit((_, params: { readonly text: string }) => ({
      type: "toast" as const,
      kind: "success" as const,
      text: params.text,
    })),
    /** Each fresh order is kept and announced. */
    keepRead: enqueueActions(({ enqueue }, read: OrderRead) => {
      enqueue.assign({ order: read.order, readAt: read.at })
      enqueue.emit({ type: "order.read", order: read.order })
    }),
    /** The dialer opens with the code, and the swap counts as handed off to pay (here and on the device). */
    dial: enqueueActions(({ context, enqueue }) => {
      const swapId = swapOf(context)?._id ?? ""
      if (!context.dialled.includes(swapId)) enqueue.assign({ dialled: [...context.dialled, swapId] })
      enqueue.emit({ type: "ussd.dial", code: dialCode(context), swapId })
    }),
    scheduleCooldown: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel("cooldown")
      const cooling = cooldownLeft(context) > 0
      enqueue.assign({ coolingDown: cooling })
      if (cooling) enqueue.raise({ type: "cooldown.over" }, { id: "cooldown", delay: "cooldownLeft" })
    }),
  },
  guards: {
    initiated: ({ context }) => statusOf(context) === "initiated",
    closed: ({ context }) => closedStatuses.includes(statusOf(context) ?? "initiated"),
    autoTransferDue: ({ context }) => autoTransferDue(context),
    canTransfer: ({ context }) => startsTransfer(context) && !context.coolingDown,
    canConfirm: ({ context }) => !otpPending(context),
    otpEntered: ({ context }) => otpPending(context) && context.otp.trim() !== "",
    pinMissing: ({ context }) => needsPin(context) && context.pin.trim() === "",
    redirectFlow: ({ context }) => flowOf(context) === "redirect",
    noRedirect: ({ context }) => context.noRedirect,
    handedOff: ({ context }) => handedOff(context),
  },
}).createMachine({
  id: "ussdTransfer",
  context: ({ input }) => ({
    orderId: input.orderId,
    noRedirect: input.noRedirect === true,
    returnUrl: input.returnUrl,
    autoTransferred: input.autoTransferred ?? [],
    dialled: input.dialled ?? [],
    order: undefined,
    readAt: 0,
    coolingDown: false,
    otp: "",
    otpVerified: false,
    pin: "",
    redirectRequired: false,
    leaveAsked: false,
    error: undefined,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadOrder",
        src: "loadOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: "deciding",
          actions: ["clearError", { type: "keepRead", params: ({ event }) => event.output }, "scheduleCooldown"],
        },
        // Spec 2 §7: an order that cannot be read is not found.
        onError: { target: "notFound", actions: assign({ error: errors.orderNotFound }) },
      },
    },
    notFound: { tags: ["error"], on: { reload: "loading" } },
    deciding: {
      entry: "clearError",
      always: [
        { guard: "initiated", target: "active" },
        { guard: "closed", target: "closed" },
        { target: "statusPage" },
      ],
    },
    active: {
      initial: "starting",
      on: {
        "otp.change": { actions: assign({ otp: ({ event }) => event.value }) },
        "pin.change": { actions: assign({ pin: ({ event }) => event.value, error: undefined }) },
        "ussd.dial": [{ guard: "pinMissing", actions: assign({ error: validation.pinRequired }) }, { actions: "dial" }],
        "redirect.close": { actions: assign({ redirectRequired: false }) },
        "cooldown.over": { actions: assign({ coolingDown: false }) },
        // Issue 13: a buyer handed off to pay leaves without the question, and the order stays.
        "leave.request": [{ guard: "handedOff", target: "left" }, { actions: assign({ leaveAsked: true }) }],
        "leave.stay": { actions: assign({ leaveAsked: false }) },
        // Spec 2 §2: leaving while the swap is initiated cancels the order; handed off to pay while the question
        // showed (a read found the prompt sent), the buyer leaves and the order stays.
        "leave.confirm": [{ guard: "handedOff", target: "left" }, { target: "leaving" }],
      },
      states: {
        starting: {
          always: [
            {
              guard: "autoTransferDue",
              target: "transferring",
              actions: [
                assign({ autoTransferred: ({ context }) => [...context.autoTransferred, swapOf(context)?._id ?? ""] }),
                emit(({ context }) => ({ type: "autoTransfer.started" as const, swapId: swapOf(context)?._id ?? "" })),
              ],
            },
            { target: "ready" },
          ],
        },
        ready: {
          initial: "waiting",
          on: {
            "order.confirm": { guard: "canConfirm", target: "confirming" },
            "order.cancel": "cancelling",
            "transfer.start": { guard: "canTransfer", target: "transferring" },
            "otp.verify": { guard: "otpEntered", target: "verifyingOtp" },
            "status.show": "#ussdTransfer.statusPage",
          },
          states: {
            waiting: { after: { orderRefetch: "reading" } },
            reading: {
              invoke: {
                id: "loadOrder",
                src: "loadOrder",
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.order.buySwap.status === "initiated",
                    target: "waiting",
                    actions: [{ type: "keepRead", params: ({ event }) => event.output }, "scheduleCooldown"],
                  },
                  {
                    target: "#ussdTransfer.deciding",
                    actions: { type: "keepRead", params: ({ event }) => event.output },
                  },
                ],
                // A missed read is retried at the next tick; the last order stays on screen.
                onError: "waiting",
              },
            },
          },
        },
        confirming: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "confirmSwap",
            src: "confirmSwap",
            input: ({ context }) => ({ ...swapInput({ context }), confirm: true }),
            onDone: {
              target: "#ussdTransfer.deciding",
              actions: assign(({ context, event }) => withSwap(context, event.output)),
            },
            onError: [
              { guard: ({ event }) => alreadyProcessed(event.error), target: "#ussdTransfer.loading" },
              { target: "ready", actions: failed(errors.failedToConfirmOrder) },
            ],
          },
        },
        cancelling: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "confirmSwap",
            src: "confirmSwap",
            input: ({ context }) => ({ ...swapInput({ context }), confirm: false }),
            onDone: {
              target: "#ussdTransfer.deciding",
              actions: [
                assign(({ context, event }) => withSwap(context, event.output)),
                succeeded(success.orderCancelled),
              ],
            },
            onError: [
              { guard: ({ event }) => alreadyProcessed(event.error), target: "#ussdTransfer.loading" },
              { target: "ready", actions: failed(errors.failedToCancelOrder) },
            ],
          },
        },
        transferring: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "initTransfer",
            src: "initTransfer",
            input: ({ context }) => ({ ...swapInput({ context }), redirectUrl: context.returnUrl }),
            onDone: [
              {
                guard: and(["redirectFlow", "noRedirect"]),
                target: "ready",
                actions: assign(({ context, event }) => ({
                  ...withSwap(context, event.output),
                  redirectRequired: true,
                })),
              },
              {
                guard: "redirectFlow",
                target: "#ussdTransfer.redirecting",
                actions: assign(({ context, event }) => withSwap(context, event.output)),
              },
              {
                target: "ready",
                actions: [
                  // The server has just stamped the attempt: the full cooldown is ahead.
                  assign(({ context, event }) => ({
                    ...withSwap(context, event.output),
                    readAt: Date.parse(event.output.lastTransferAttemptAt ?? "") || context.readAt,
                  })),
                  "scheduleCooldown",
                  succeeded(success.transferInitiated),
                ],
              },
            ],
            onError: { target: "ready", actions: failed(errors.failedToInitiateTransfer) },
          },
        },
        verifyingOtp: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "verifyOtp",
            src: "verifyOtp",
            input: ({ context }) => ({ ...swapInput({ context }), code: context.otp.trim() }),
            onDone: {
              target: "ready",
              actions: [
                assign(({ context, event }) => ({ ...withSwap(context, event.output), otpVerified: true, otp: "" })),
                succeeded(success.otpVerified),
              ],
            },
            onError: { target: "ready", actions: failed(errors.failedToSendOtp) },
          },
        },
      },
    },
    // Spec 2 §2: the redirect flow goes to the payment page once the transfer is initiated, or, with noRedirect,
    // shows the page's link in the Redirect required modal.
    redirecting: {
      tags: ["busy"],
      invoke: {
        id: "setRedirected",
        src: "setRedirected",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: "redirected",
        // The payment matters more than the note: the page is opened all the same.
        onError: "redirected",
      },
    },
    /** The app opens the payment page (transferInstructions.paymentUrl) in this window. */
    redirected: { type: "final" },
    leaving: {
      tags: ["busy"],
      invoke: {
        id: "confirmSwap",
        src: "confirmSwap",
        input: ({ context }) => ({ ...swapInput({ context }), confirm: false }),
        onDone: "left",
        onError: "left",
      },
    },
    left: { type: "final" },
    /** Rejected or expired: the message and Create New Order. */
    closed: { tags: ["terminal"] },
    statusPage: { type: "final" },
  },
})
