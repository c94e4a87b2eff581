// The order-in-progress chart with its live actors, one per visit of /ussd/{orderId}: it starts with the device's
// memory of automatic transfers and dialled codes, and its effects are carried out here (the one runner,
// screens/wiring/effects.ts): toasts, copying, the dialer, the payment page, each fresh order to the framing page,
// the cancel sent as the page unloads, and the status page (by the route's hand). The browser asks before the page
// unloads while leaving would cancel the order.
import { Effect } from "effect"
import { waitFor } from "xstate"
import {
  autoTransfers,
  cancelOnUnload,
  dialledSwaps,
  liveUssdTransferMachine,
} from "../../adapters/actors/ussdTransfer.ts"
import { ParentWindow } from "../../adapters/parentEvents.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import { leaveCancels } from "../../machines/ussdTransfer.ts"
import type { UssdTransferEmitted } from "../../machines/ussdTransferEvents.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { startWithEffects } from "./effects.ts"
import { browserEffects, openDialer, watchPage } from "./effectsBrowser.ts"

export interface UssdVisit {
  readonly orderId: string
  readonly noRedirect: boolean
  /** The journey goes on at the status page: the route navigates. */
  readonly showStatus: () => void
}

export const makeUssdTransferFlow = (runtime: AppRuntime) => {
  const parent = runtime.runSync(Effect.service(ParentWindow))
  const machine = liveUssdTransferMachine(runtime)
  return {
    start: ({ orderId, noRedirect, showStatus }: UssdVisit) =>
      startWithEffects<typeof machine, UssdTransferEmitted>(
        machine,
        {
          input: {
            orderId,
            noRedirect,
            // The payment page sends the buyer back here once paid.
            returnUrl: window.location.href,
            autoTransferred: autoTransfers.list(),
            dialled: dialledSwaps.list(),
          },
        },
        {
          ...browserEffects,
          "order.read": ({ order }) => parent.announceOnrampOrder(order),
          "autoTransfer.started": ({ swapId }) => autoTransfers.remember(swapId),
          "dialer.open": ({ code, swapId }) => {
            dialledSwaps.remember(swapId)
            openDialer(code)
          },
          "order.cancelOnUnload": ({ swapId }) => {
            cancelOnUnload(runtime, swapId)
          },
          "statusPage.open": showStatus,
        },
        watchPage((snapshot) => leaveCancels(snapshot as Parameters<typeof leaveCancels>[0]), ussdLabels.leaveText),
      ),
  }
}

export type UssdTransferFlow = ReturnType<typeof makeUssdTransferFlow>
export type UssdTransferActor = ReturnType<UssdTransferFlow["start"]>

/** The in-app leave (the router's blocker): the chart asks the buyer, and the navigation waits for the answer, and
 * for the cancel to be sent when the buyer leaves. True keeps the buyer on the page. */
export const keepsOnPage = async (actor: UssdTransferActor) => {
  if (!actor.getSnapshot().matches("active")) return false
  actor.send({ type: "leave.request" })
  const settled = await waitFor(
    actor,
    (s) => s.status !== "active" || s.hasTag("terminal") || (s.matches("active") && !s.context.leaveAsked),
    { timeout: Number.POSITIVE_INFINITY },
  )
  return settled.matches("active")
}
