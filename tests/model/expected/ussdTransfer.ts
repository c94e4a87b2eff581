// The on-ramp order in progress as the spec states it (spec 2 §2 /ussd/{orderId}: the transfer instructions, Cancel
// Order, I Transferred disabled while an OTP is pending, Show status; a rejected or expired order ends with Create New
// Order; any other status goes to the status page; leaving while initiated cancels the order; the SIM PIN of a USSD
// code; the redirect flow and noRedirect's modal; the OTP flow starting once per swap; the retry cooldowns. §4: an
// order already processed counts as success. §8: the calls' defaults and success toasts). Every chart registered
// over machines/ussdTransfer.ts, one per payment flow; the page is /ussd/{orderId} throughout.
import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import { errors, success, validation } from "../../../schema/messages.ts"
import type { BuySwap, OnrampOrder } from "../../../schema/onrampModels.ts"
import { type ChartExpectations, callsCarry, goesTo, type Meets, onEvent, stateName } from "../expectations.ts"
import { readAt, swapFailures } from "../ussdFixtures.ts"
import { endsOnlyIn, toastText } from "./journeySteps.ts"

interface Page {
  readonly order?: OnrampOrder
  readonly noRedirect: boolean
  readonly otp: string
  readonly otpVerified: boolean
  readonly pin: string
  readonly coolingDown: boolean
  readonly dialled: ReadonlyArray<string>
  readonly autoTransferred: ReadonlyArray<string>
  readonly leaveAsked: boolean
  readonly redirectRequired: boolean
}
const page = (snapshot: AnyMachineSnapshot) => snapshot.context as Page
const swap = (snapshot: AnyMachineSnapshot): BuySwap | undefined => page(snapshot).order?.buySwap
const flow = (snapshot: AnyMachineSnapshot) => swap(snapshot)?.transferInstructions.type
/** I Transferred waits for the OTP of the OTP flow (unless the instructions say none is needed). */
const otpPending = (snapshot: AnyMachineSnapshot) =>
  flow(snapshot) === "otp_stk_push" &&
  swap(snapshot)?.transferInstructions.isOtpRequired !== false &&
  !page(snapshot).otpVerified
/** The widget starts the payment in these flows (a prompt, a code then a prompt, a payment page); a USSD code is
 * dialled by the buyer, a manual transfer made by hand. */
const widgetStarts = (snapshot: AnyMachineSnapshot) =>
  ["stk_push", "otp_stk_push", "redirect"].includes(flow(snapshot) ?? "")
/** Handed off to pay (issue 13): an attempt stamped, the payment page opened, or the code dialled here. Leaving then
 * never cancels. */
const handedOff = (snapshot: AnyMachineSnapshot) => {
  const current = swap(snapshot)
  return (
    current !== undefined &&
    (current.lastTransferAttemptAt !== null ||
      page(snapshot).order?.redirected === true ||
      page(snapshot).dialled.includes(current._id))
  )
}

/** The texts the instructions may show: a call's failure (the server's message, else its default) and the PIN rule. */
const instructionTexts = [
  errors.failedToConfirmTheOrder,
  errors.failedToRejectTheOrder,
  errors.failedToInitiateTransfer,
  errors.failedToSendOtp,
  swapFailures.expired.message,
  swapFailures.wrongCode.message,
  validation.pinRequired,
]
const instructions = (snapshot: AnyMachineSnapshot): Meets => ({
  route: "/ussd/order-1",
  mayShow: instructionTexts,
  enabled: {
    "order.cancel": true,
    "order.confirm": !otpPending(snapshot),
    "transfer.start": widgetStarts(snapshot) && !page(snapshot).coolingDown,
    "otp.verify": otpPending(snapshot) && page(snapshot).otp.trim() !== "",
    "status.show": true,
  },
})
/** A call on the swap is under way: nothing else is sent. */
const busy: Meets = {
  route: "/ussd/order-1",
  enabled: { "order.cancel": false, "order.confirm": false, "transfer.start": false, "otp.verify": false },
}
const busyAfter = (texts: ReadonlyArray<string>): Meets => ({ ...busy, mayShow: texts })

const loaded = (event: { readonly type: string }) => event.type === "xstate.done.actor.loadOrder"
const statusOfRead = (event: unknown) =>
  (event as { output: { order: OnrampOrder } }).output.order.buySwap.status as string
const swapAnswered = (event: unknown) => (event as { output: BuySwap }).output.status as string
const isActive = (snapshot: AnyMachineSnapshot) => stateName(snapshot).startsWith('{"active"')
/** What the chart does next, from a walked step, on `event` (tried there, as no shortest path need send it). */
const answering = (after: AnyMachineSnapshot, event: EventObject) => getNextSnapshot(after.machine, after, event)
/** A read of the page's order, its swap as given. */
const readOf = (snapshot: AnyMachineSnapshot, buySwap: BuySwap) => ({
  type: "xstate.done.actor.loadOrder",
  output: { order: { ...page(snapshot).order, buySwap }, at: readAt },
})
/** The buttons that show their own call at work (I Transferred, Cancel Order, the transfer, Verify). */
const callTags = ["confirming", "cancelling", "transferring", "verifyingOtp"]

export const ussdTransferExpectations: ChartExpectations = {
  states: {
    // Read again (Reload, an order found already processed): what the page showed stays until the read answers.
    '"loading"': { route: "/ussd/order-1", mayShow: [errors.orderNotFound, ...instructionTexts] },
    // Spec 2 §7: an order that cannot be read: Order not found.
    '"notFound"': {
      route: "/ussd/order-1",
      mayShow: [errors.orderNotFound],
      enabled: { reload: true },
      showsFailure: true,
    },
    '{"active":{"ready":"waiting"}}': instructions,
    '{"active":{"ready":"reading"}}': instructions,
    '{"active":"confirming"}': busy,
    '{"active":"cancelling"}': busy,
    '{"active":"transferring"}': busy,
    '{"active":"verifyingOtp"}': busy,
    // Recording that the buyer went to the payment page, then the page: the widget is left.
    '"redirecting"': busyAfter([]),
    '"redirected"': { enabled: { "order.confirm": false } },
    '"leaving"': busyAfter(instructionTexts),
    '"left"': { mayShow: instructionTexts },
    // Rejected or expired: its message and Create New Order, nothing more to send.
    '"closed"': { route: "/ussd/order-1", enabled: { "order.confirm": false, "order.cancel": false } },
    '"statusPage"': { mayShow: instructionTexts },
  },
  steps: [
    // The page shows the end (the message and Create New Order: the terminal tag it reads) only once closed.
    endsOnlyIn(['"closed"']),
    // The page disables its buttons while a call on the swap is under way (the busy tag it reads), and shows the
    // leave dialog working while the order is cancelled on leaving (the leaving tag), and only then.
    ({ after }) => {
      const at = stateName(after)
      const calling = [
        '{"active":"confirming"}',
        '{"active":"cancelling"}',
        '{"active":"transferring"}',
        '{"active":"verifyingOtp"}',
        '"redirecting"',
        '"leaving"',
      ].includes(at)
      if (after.hasTag("busy") !== calling) return calling ? "the page should show a call under way" : "not busy here"
      if (after.hasTag("leaving") !== (at === '"leaving"')) return "the leave dialog works only while leaving"
      // The button pressed shows its own call at work, and only it.
      const wrong = callTags.find((tag) => after.hasTag(tag) !== (at === `{"active":"${tag}"}`))
      return wrong === undefined ? undefined : `${wrong}: only its own call shows at work, in ${at}`
    },
    // Spec 2 §2: the page follows the order every 3 s while initiated: a read still initiated waits for the next
    // tick, a missed read is retried at the next tick (tried on each walked read).
    ({ after }) => {
      const current = swap(after)
      if (stateName(after) !== '{"active":{"ready":"reading"}}' || !current) return undefined
      const waiting = '{"active":{"ready":"waiting"}}'
      return (
        goesTo(answering(after, readOf(after, { ...current, status: "initiated" })), waiting, "still initiated") ??
        goesTo(
          answering(after, { type: "xstate.error.actor.loadOrder", error: swapFailures.requestFailed } as EventObject),
          waiting,
          "a missed read is retried",
        )
      )
    },
    // Spec 2 §2: a prompt or code sent cools down (60 s, 30 s for an OTP) from its attempt: a read showing one sent
    // just now (another tab) holds the retry; a USSD code or the payment page has no cooldown.
    ({ after }) => {
      const current = swap(after)
      if (stateName(after) !== '{"active":{"ready":"reading"}}' || !current) return undefined
      const now = new Date(readAt).toISOString()
      const read = answering(after, readOf(after, { ...current, status: "initiated", lastTransferAttemptAt: now }))
      const cools = ["stk_push", "otp_stk_push"].includes(flow(after) ?? "")
      return page(read).coolingDown === cools
        ? undefined
        : cools
          ? "a prompt sent just now should cool down"
          : `${flow(after)}: nothing to cool down`
    },
    // The redirect note and the cancel on leaving: whichever their answer, the buyer goes on (tried on each).
    ({ after }) => {
      const at = stateName(after)
      const failed = (id: string) =>
        answering(after, { type: `xstate.error.actor.${id}`, error: swapFailures.requestFailed } as EventObject)
      const done = (id: string, output: unknown) =>
        answering(after, { type: `xstate.done.actor.${id}`, output } as EventObject)
      if (at === '"redirecting"')
        return (
          goesTo(done("setRedirected", {}), '"redirected"', "at the payment page") ??
          goesTo(failed("setRedirected"), '"redirected"', "the payment matters more than the note")
        )
      if (at === '"leaving"') {
        const cancelled = { ...swap(after), status: "buyer_rejected" }
        return (
          goesTo(done("confirmSwap", cancelled), '"left"', "the order cancelled on leaving") ??
          goesTo(failed("confirmSwap"), '"left"', "leaving goes on")
        )
      }
      return undefined
    },
    // A modal closed does not show again: Stay closes the leave question, Close the Redirect required modal; the
    // question is over once the order is no longer open here (tried on each open step).
    ({ after }) => {
      if (!isActive(after)) return undefined
      if (page(after).redirectRequired && page(answering(after, { type: "redirect.close" })).redirectRequired)
        return "Close should close the Redirect required modal"
      if (handedOff(after)) return undefined
      const asked = answering(after, { type: "leave.request" })
      if (!page(asked).leaveAsked) return "leaving should ask first"
      if (page(answering(asked, { type: "leave.stay" })).leaveAsked) return "Stay should close the question"
      const current = swap(after)
      if (stateName(asked) !== '{"active":{"ready":"reading"}}' || !current) return undefined
      const rejected = answering(asked, readOf(asked, { ...current, status: "buyer_rejected" }))
      return page(rejected).leaveAsked ? "the order closed, the leave question is over" : undefined
    },
    // The page opens with nothing asked: no leave question, no Redirect required modal, the code and PIN empty.
    (step) => {
      if (!loaded(step.event) || !step.before || stateName(step.before) !== '"loading"' || step.before.context.order)
        return undefined
      const opened = page(step.after)
      if (opened.leaveAsked || opened.redirectRequired) return "nothing should be asked when the page opens"
      return opened.otp === "" && opened.pin === "" ? undefined : "the code and the PIN start empty"
    },
    // Spec 2 §7: the order read by its id; confirm {confirm: true or false}, init-transfer {redirectUrl: this page},
    // verify-otp {code}, set-redirected {orderId}, each on the order's swap.
    callsCarry((id, { before, after }) => {
      // The swap is the order's (read in this step, or before).
      const context = after.context as Page & { orderId: string; returnUrl?: string }
      const swapId = (swap(after) ?? (before && swap(before)))?._id ?? ""
      const state = stateName(after)
      if (id === "loadOrder" || id === "setRedirected") return { orderId: context.orderId }
      if (id === "initTransfer") return { swapId, redirectUrl: context.returnUrl }
      if (id === "verifyOtp") return { swapId, code: page(after).otp.trim() }
      if (id === "confirmSwap") return { swapId, confirm: state === '{"active":"confirming"}' }
      return undefined
    }),
    // Spec 2 §2: an initiated order stays here; rejected or expired ends here; any other status, the status page.
    (step) => {
      if (!loaded(step.event)) return undefined
      const status = statusOfRead(step.event)
      const read = step.emitted.includes("order.read") ? undefined : "each order read is announced (order.read)"
      if (status === "initiated")
        return read ?? (isActive(step.after) ? undefined : "an initiated order stays open here")
      if (status === "buyer_rejected" || status === "expired") return read ?? goesTo(step.after, '"closed"', status)
      return (
        read ??
        goesTo(step.after, '"statusPage"', `${status} goes to the status page`) ??
        (step.emitted.includes("statusPage.open") ? undefined : "the status page should open")
      )
    },
    // Spec 2 §2: the OTP flow starts by itself once per swap, when no attempt was made before (remembered).
    (step) => {
      if (!loaded(step.event) || statusOfRead(step.event) !== "initiated") return undefined
      const read = (step.event as unknown as { output: { order: OnrampOrder } }).output.order.buySwap
      const due =
        read.transferInstructions.type === "otp_stk_push" &&
        read.lastTransferAttemptAt === null &&
        !(step.before ? page(step.before).autoTransferred : []).includes(read._id)
      const started = step.emitted.includes("autoTransfer.started")
      if (due && !started) return "the OTP flow should start the transfer by itself"
      if (!due && started) return "the transfer started by itself, though it was started before"
      if (started && !page(step.after).autoTransferred.includes(read._id))
        return "the device should remember the transfer it started (once per swap)"
      return due ? goesTo(step.after, '{"active":"transferring"}', "the OTP transfer starts") : undefined
    },
    // Spec 2 §7: the first read failing: Order not found; a later read failing is retried at the next tick.
    onEvent("xstate.error.actor.loadOrder", ({ before, after }) =>
      stateName(before) === '"loading"'
        ? (goesTo(after, '"notFound"', "the order cannot be read") ??
          (after.context.error === errors.orderNotFound ? undefined : `should say ${errors.orderNotFound}`))
        : goesTo(after, '{"active":{"ready":"waiting"}}', "a missed read is retried"),
    ),
    // I Transferred: the answer's status decides (confirmed goes on to the status page).
    onEvent("xstate.done.actor.confirmSwap", ({ event, before, after, emitted }) => {
      const status = swapAnswered(event)
      if (stateName(before) === '"leaving"') return goesTo(after, '"left"', "the order cancelled on leaving")
      if (
        stateName(before) === '{"active":"cancelling"}' &&
        !emitted.includes(toastText("success", success.orderCancelled))
      )
        return `Cancel Order should say ${success.orderCancelled}`
      if (status === "buyer_rejected" || status === "expired") return goesTo(after, '"closed"', status)
      if (status === "initiated") return isActive(after) ? undefined : "an initiated swap stays open"
      return goesTo(after, '"statusPage"', `${status} goes to the status page`)
    }),
    // Spec 2 §4: already processed counts as success: the order is read again. Other failures: the toast, and the
    // buyer is back at the instructions.
    (step) => {
      const failed = /^xstate\.error\.actor\.(confirmSwap|initTransfer|verifyOtp)$/.exec(step.event.type)
      if (!failed || !step.before) return undefined
      const { error } = step.event as unknown as { error: { _tag?: string; code?: string; message?: string } }
      if (stateName(step.before) === '"leaving"') return goesTo(step.after, '"left"', "leaving goes on")
      if (error._tag === "OrderAlreadyProcessed") return goesTo(step.after, '"loading"', "already processed")
      const defaults: Record<string, string> = {
        '{"active":"confirming"}': errors.failedToConfirmTheOrder,
        '{"active":"cancelling"}': errors.failedToRejectTheOrder,
        '{"active":"transferring"}': errors.failedToInitiateTransfer,
        '{"active":"verifyingOtp"}': errors.failedToSendOtp,
      }
      const text = error.code && error.message ? error.message : defaults[stateName(step.before)]
      if (!step.emitted.includes(toastText("error", text ?? ""))) return `should toast "${text}", emits ${step.emitted}`
      if (step.after.context.error !== text) return `the page should hold the failure shown, "${text}"`
      return stateName(step.after).startsWith('{"active":{"ready"') ? undefined : "back at the instructions"
    },
    // The transfer started: a prompt or code is sent (Transfer was initiated, then the cooldown); the redirect flow
    // goes to the payment page, or with noRedirect shows the Redirect required modal.
    onEvent("xstate.done.actor.initTransfer", ({ before, after, emitted }) => {
      if (flow(before) !== "redirect")
        return emitted.includes(toastText("success", success.transferInitiated))
          ? page(after).coolingDown
            ? undefined
            : "the retry should cool down"
          : `should say ${success.transferInitiated}`
      if (page(before).noRedirect)
        return page(after).redirectRequired ? undefined : "noRedirect: the Redirect required modal should show"
      return goesTo(after, '"redirecting"', "the payment page opens")
    }),
    onEvent("xstate.done.actor.verifyOtp", ({ emitted }) =>
      emitted.includes(toastText("success", success.otpVerified)) ? undefined : `should say ${success.otpVerified}`,
    ),
    onEvent(
      "xstate.done.actor.setRedirected",
      ({ after, emitted }) =>
        goesTo(after, '"redirected"', "at the payment page") ??
        (emitted.includes("page.open") ? undefined : "the payment page should open"),
    ),
    onEvent(
      "xstate.error.actor.setRedirected",
      ({ after, emitted }) =>
        goesTo(after, '"redirected"', "the payment matters more than the note") ??
        (emitted.includes("page.open") ? undefined : "the payment page should open"),
    ),
    // Spec 2 §2: leaving asks; confirming cancels the order unless the buyer was handed off to pay.
    onEvent("leave.request", ({ before, after }) =>
      handedOff(before)
        ? goesTo(after, '"left"', "handed off to pay, leaving asks nothing")
        : page(after).leaveAsked
          ? undefined
          : "leaving should ask first",
    ),
    onEvent("leave.confirm", ({ before, after }) =>
      handedOff(before)
        ? goesTo(after, '"left"', "handed off to pay, the order stays")
        : goesTo(after, '"leaving"', "leaving while initiated cancels the order"),
    ),
    onEvent("leave.stay", ({ after }) => (page(after).leaveAsked ? "staying closes the question" : undefined)),
    onEvent("page.hide", ({ event, before, emitted }) => {
      const cancels = (event as unknown as { asked: boolean }).asked && !handedOff(before) && isActive(before)
      return cancels === emitted.includes("order.cancelOnUnload")
        ? undefined
        : cancels
          ? "the page unloading after asking should cancel the order"
          : "the order should not be cancelled"
    }),
    onEvent("detail.copy", ({ event, emitted }) =>
      emitted.includes(`clipboard.copy: ${(event as unknown as { value: string }).value}`)
        ? undefined
        : "the detail should be copied",
    ),
    // Spec 2 §5: a USSD code with {pin} and no PIN typed: PIN code is required to dial USSD code.
    onEvent("ussd.dial", ({ before, after, emitted }) => {
      const needsPin = swap(before)?.transferInstructions.ussdCode?.includes("{pin}") === true
      if (needsPin && page(before).pin.trim() === "")
        return after.context.error === validation.pinRequired ? undefined : `should say ${validation.pinRequired}`
      return emitted.includes("dialer.open") ? undefined : "the dialer should open"
    }),
    onEvent(
      "status.show",
      ({ after, emitted }) =>
        goesTo(after, '"statusPage"', "Show status") ??
        (emitted.includes("statusPage.open") ? undefined : "the status page should open"),
    ),
  ],
  leadsTo: [
    [{ type: "reload" }, '"loading"'],
    [{ type: "order.confirm" }, '{"active":"confirming"}'],
    [{ type: "order.cancel" }, '{"active":"cancelling"}'],
  ],
}
