// The on-ramp order in progress (spec 2 §2 /ussd/{orderId}, §3, §4): the order is read, then read again every 3 s
// while its swap is initiated; the buyer follows the transfer instructions (a prompt, an OTP, a USSD code with the SIM
// PIN, a payment page), then presses I Transferred or Cancel Order. Rejected or expired ends here; any other status
// goes on to the status page. What the buyer feels beyond the page (toasts, the dialer, the payment page, the status
// page, the cancel sent as the page unloads, copying) is emitted as effects for the runner in screens/wiring/.
import { and, assign, type SnapshotFrom } from "xstate"
import { errors, success, validation } from "../schema/messages.ts"
import { loadOrderState } from "./loadOrderState.ts"
import { handedOff, swapIdOf } from "./ussdTransferContext.ts"
import { type OrderRead, orderOf, succeeded, swapCall, ussdTransferSetup } from "./ussdTransferSetup.ts"

export type { OrderRead } from "./ussdTransferSetup.ts"

export const ussdTransferMachine = ussdTransferSetup.createMachine({
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
  on: { "detail.copy": { actions: "copyDetail" } },
  states: {
    loading: loadOrderState<OrderRead, "keepRead", "scheduleCooldown">({
      next: "deciding",
      keep: "keepRead",
      after: ["scheduleCooldown"],
    }),
    // Read again, the page shows it is loading: the message goes with it.
    notFound: { tags: ["error"], on: { reload: { target: "loading", actions: "clearError" } } },
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
      // The question is over once the order is no longer open here.
      exit: assign({ leaveAsked: false }),
      on: {
        "otp.change": { actions: "setOtp" },
        "pin.change": { actions: "setPin" },
        "ussd.dial": [{ guard: "pinMissing", actions: assign({ error: validation.pinRequired }) }, { actions: "dial" }],
        "redirect.close": { actions: assign({ redirectRequired: false }) },
        "cooldown.over": { actions: assign({ coolingDown: false }) },
        // Issue 13: a buyer handed off to pay leaves without the question, and the order stays.
        "leave.request": [{ guard: "handedOff", target: "left" }, { actions: assign({ leaveAsked: true }) }],
        "leave.stay": { actions: assign({ leaveAsked: false }) },
        // Spec 2 §2: leaving while the swap is initiated cancels the order; handed off to pay while the question
        // showed (a read found the prompt sent), the buyer leaves and the order stays.
        "leave.confirm": [{ guard: "handedOff", target: "left" }, { target: "leaving" }],
        "page.hide": { guard: "unloadCancels", actions: "cancelOnUnload" },
      },
      states: {
        starting: {
          always: [
            { guard: "autoTransferDue", target: "transferring", actions: "startAutoTransfer" },
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
            waiting: { after: { ussdOrderRefetch: "reading" } },
            reading: {
              invoke: {
                id: "loadOrder",
                src: "loadOrder",
                input: orderOf,
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
        confirming: swapCall(
          "confirmSwap",
          "confirming",
          (swap) => ({ ...swap, confirm: true }),
          // Spec 2 §8: the confirm call's own defaults, confirming (I Transferred) or rejecting (Cancel Order).
          errors.failedToConfirmTheOrder,
          {
            target: "#ussdTransfer.deciding",
          },
        ),
        cancelling: swapCall(
          "confirmSwap",
          "cancelling",
          (swap) => ({ ...swap, confirm: false }),
          errors.failedToRejectTheOrder,
          {
            target: "#ussdTransfer.deciding",
            actions: [succeeded(success.orderCancelled)],
          },
        ),
        transferring: swapCall(
          "initTransfer",
          "transferring",
          (swap, context) => ({ ...swap, redirectUrl: context.returnUrl }),
          errors.failedToInitiateTransfer,
          { target: "transferred", actions: ["stampAttempt"] },
        ),
        // Spec 2 §2: the redirect flow goes to the payment page once the transfer is initiated, or, with noRedirect,
        // shows the page's link in the Redirect required modal; a prompt or code sent cools down.
        transferred: {
          always: [
            {
              guard: and(["redirectFlow", "noRedirect"]),
              target: "ready",
              actions: assign({ redirectRequired: true }),
            },
            { guard: "redirectFlow", target: "#ussdTransfer.redirecting" },
            { target: "ready", actions: ["scheduleCooldown", succeeded(success.transferInitiated)] },
          ],
        },
        verifyingOtp: swapCall(
          "verifyOtp",
          "verifyingOtp",
          (swap, context) => ({ ...swap, code: context.otp.trim() }),
          errors.failedToSendOtp,
          {
            target: "ready",
            actions: ["otpVerified", succeeded(success.otpVerified)],
          },
        ),
      },
    },
    redirecting: {
      tags: ["busy"],
      invoke: {
        id: "setRedirected",
        src: "setRedirected",
        input: orderOf,
        onDone: "redirected",
        // The payment matters more than the note: the page is opened all the same.
        onError: "redirected",
      },
    },
    /** At the payment page. Back from it through the browser's back-forward cache, the order is read again. */
    redirected: { entry: "openPaymentPage", on: { "page.restored": "loading" } },
    leaving: {
      tags: ["busy", "leaving"],
      invoke: {
        id: "confirmSwap",
        src: "confirmSwap",
        input: ({ context }) => ({ swapId: swapIdOf(context), confirm: false }),
        onDone: "left",
        onError: "left",
      },
    },
    left: { type: "final" },
    /** Rejected or expired: the message and Create New Order. */
    closed: { tags: ["terminal"] },
    statusPage: { type: "final", entry: "openStatusPage" },
  },
})

/** Leaving the page now would cancel the order (spec 2 §2): it is open here and the buyer was not handed off to pay. */
export const leaveCancels = (snapshot: SnapshotFrom<typeof ussdTransferMachine>) =>
  snapshot.matches("active") && !handedOff(snapshot.context)
