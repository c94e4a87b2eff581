// The USSD-transfer chart's vocabulary (machines/ussdTransfer.ts holds its states): its actors, delays, named actions
// and guards, and the one pattern its calls on the swap follow.
import { assertEvent, assign, emit, enqueueActions, setup } from "xstate"
import type { BuySwap, PublicOnrampOrder } from "../schema/onrampModels.ts"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"
import { copy, toast } from "./effects.ts"
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
  swapIdOf,
  swapOf,
  type UssdTransferContext,
  type UssdTransferInput,
  withSwap,
} from "./ussdTransferContext.ts"
import { alreadyProcessed, type UssdTransferEmitted, type UssdTransferEvent } from "./ussdTransferEvents.ts"

/** An order read and when it answered. */
export type OrderRead = { readonly order: PublicOnrampOrder; readonly at: number }
type SwapInput = { readonly swapId: string }
/** What each call on the swap takes. */
type SwapCalls = {
  readonly confirmSwap: SwapInput & { readonly confirm: boolean }
  readonly initTransfer: SwapInput & { readonly redirectUrl: string | undefined }
  readonly verifyOtp: SwapInput & { readonly code: string }
}

export const ussdTransferSetup = setup({
  types: {
    context: {} as UssdTransferContext,
    events: {} as UssdTransferEvent,
    emitted: {} as UssdTransferEmitted,
    input: {} as UssdTransferInput,
  },
  actors: {
    loadOrder: abstractActor<OrderRead, { readonly orderId: string }>("loadOrder"),
    confirmSwap: abstractActor<BuySwap, SwapCalls["confirmSwap"]>("confirmSwap"),
    initTransfer: abstractActor<BuySwap, SwapCalls["initTransfer"]>("initTransfer"),
    verifyOtp: abstractActor<BuySwap, SwapCalls["verifyOtp"]>("verifyOtp"),
    setRedirected: abstractActor<unknown, { readonly orderId: string }>("setRedirected"),
  },
  delays: {
    ussdOrderRefetch: timings.ussdOrderRefetch,
    /** The cooldown counts from lastTransferAttemptAt: what is left of it when the chart learns of the attempt. */
    cooldownLeft: ({ context }) => cooldownLeft(context),
  },
  actions: {
    clearError: assign({ error: undefined }),
    showError: assign((_, error: string) => ({ error })),
    /** Spec 2 §8: the server's message when it sent one, else the situation's default. */
    toastFailure: enqueueActions(({ enqueue }, failure: { readonly error: unknown; readonly fallback: string }) => {
      const text = failureMessage(failure.error, failure.fallback)
      enqueue.assign({ error: text })
      enqueue.emit(toast("error", text))
    }),
    toastSuccess: emit((_, params: { readonly text: string }) => toast("success", params.text)),
    /** Each fresh order is kept and announced. */
    keepRead: enqueueActions(({ enqueue }, read: OrderRead) => {
      enqueue.assign({ order: read.order, readAt: read.at })
      enqueue.emit({ type: "order.read", order: read.order })
    }),
    keepSwap: assign(({ context }, swap: BuySwap) => withSwap(context, swap)),
    /** The server has just stamped the attempt: the full cooldown is ahead. */
    stampAttempt: assign(({ context }) => ({
      readAt: Date.parse(swapOf(context)?.lastTransferAttemptAt ?? "") || context.readAt,
    })),
    otpVerified: assign({ otpVerified: true, otp: "" }),
    startAutoTransfer: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ autoTransferred: [...context.autoTransferred, swapIdOf(context)] })
      enqueue.emit({ type: "autoTransfer.started", swapId: swapIdOf(context) })
    }),
    /** The dialer opens with the code, and the swap counts as handed off to pay (here and on the device). */
    dial: enqueueActions(({ context, enqueue }) => {
      const swapId = swapIdOf(context)
      if (!context.dialled.includes(swapId)) enqueue.assign({ dialled: [...context.dialled, swapId] })
      enqueue.emit({ type: "dialer.open", code: dialCode(context), swapId })
    }),
    scheduleCooldown: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel("cooldown")
      const cooling = cooldownLeft(context) > 0
      enqueue.assign({ coolingDown: cooling })
      if (cooling) enqueue.raise({ type: "cooldown.over" }, { id: "cooldown", delay: "cooldownLeft" })
    }),
    setOtp: assign(({ event }) => {
      assertEvent(event, "otp.change")
      return { otp: event.value }
    }),
    setPin: assign(({ event }) => {
      assertEvent(event, "pin.change")
      return { pin: event.value, error: undefined }
    }),
    copyDetail: emit(({ event }) => {
      assertEvent(event, "detail.copy")
      return copy(event.value)
    }),
    openPaymentPage: enqueueActions(({ context, enqueue }) => {
      const url = swapOf(context)?.transferInstructions.paymentUrl
      if (url) enqueue.emit({ type: "page.open", url })
    }),
    openStatusPage: emit(({ context }) => ({ type: "statusPage.open" as const, orderId: context.orderId })),
    cancelOnUnload: emit(({ context }) => ({ type: "order.cancelOnUnload" as const, swapId: swapIdOf(context) })),
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
    alreadyProcessed: (_, error: unknown) => alreadyProcessed(error),
    /** Spec 2 §2: the page unloads after the browser asked, and the buyer was not handed off to pay. */
    unloadCancels: ({ context, event }) => {
      assertEvent(event, "page.hide")
      return event.asked && !handedOff(context)
    },
  },
})

export const output = ({ event }: { readonly event: { readonly output: BuySwap } }) => event.output
export const succeeded = (text: string) => ({ type: "toastSuccess" as const, params: { text } })
export const orderOf = ({ context }: { readonly context: UssdTransferContext }) => ({ orderId: context.orderId })

/** One call on the swap (confirm, cancel, start the transfer, verify the code): the page is busy meanwhile and the
 * swap it answers is kept before `done`; an order found already processed is read again and followed (spec 2 §4),
 * any other failure is toasted with the situation's default and the buyer is back at the instructions. */
export const swapCall = <Call extends keyof SwapCalls>(
  call: Call,
  tag: string,
  input: (swap: SwapInput, context: UssdTransferContext) => SwapCalls[Call],
  fallback: string,
  done: {
    readonly target: string
    readonly actions?: ReadonlyArray<ReturnType<typeof succeeded> | "otpVerified" | "stampAttempt">
  },
) => ({
  tags: ["busy", tag],
  entry: "clearError" as const,
  invoke: {
    id: call,
    src: call,
    input: ({ context }: { readonly context: UssdTransferContext }) => input({ swapId: swapIdOf(context) }, context),
    onDone: { target: done.target, actions: [{ type: "keepSwap" as const, params: output }, ...(done.actions ?? [])] },
    onError: [
      {
        guard: { type: "alreadyProcessed" as const, params: ({ event }: { event: { error: unknown } }) => event.error },
        target: "#ussdTransfer.loading",
      },
      {
        target: "ready",
        actions: {
          type: "toastFailure" as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
        },
      },
    ],
  },
})
