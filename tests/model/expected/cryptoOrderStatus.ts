// The status of an order paid with crypto as the spec states it (spec 2 §2 Off-ramp status: transaction invalid shows
// the error and Provide the correct hash; §4 status polling every 5 s stops at refunded, refund_failed,
// offramp_success and transaction_failed; already processed counts as success; §5 Transaction hash is required; §7 a
// failed order read: Order not found), for the off-ramp and buy-goods status charts.
import type { AnyMachineSnapshot } from "xstate"
import { errors, validation } from "../../../schema/messages.ts"
import { type ChartExpectations, callsCarry, goesTo, type Meets, onEvent, stateName } from "../expectations.ts"
import { offrampFailures } from "../offrampFixtures.ts"
import { endsOnlyIn, toastOf } from "./journeySteps.ts"

/** Spec 2 §4: where polling stops. */
const finalStatuses = ["refunded", "refund_failed", "offramp_success", "transaction_failed"]
const statusOf = (event: unknown) => (event as { output: { status: string } }).output.status
/** Where an order read leads: final, waiting for the right hash, or polled on. */
const placeOf = (status: string) =>
  finalStatuses.includes(status) ? '"final"' : status === "transaction_invalid" ? '"invalid"' : '"waiting"'
interface Watched {
  readonly order?: { readonly status: string }
}
const hashOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { hash: string }).hash
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })

export const cryptoOrderStatusExpectations = (options: {
  readonly route: string
  readonly refusal: { readonly error: unknown; readonly text: string }
}): ChartExpectations => {
  const { route, refusal } = options
  // The correction form's message stays in the chart after the form goes (the order moved on); the screen shows it
  // only beside the form, while the order is invalid.
  const hashTexts = [validation.transactionHashRequired]
  // Spec 2 §2: a transaction found invalid offers Provide the correct hash, and §4 reads the order every 5 s meanwhile:
  // the correction stays open while the order read last is invalid, also while it is read again (or the read failed).
  const watching = (snapshot: AnyMachineSnapshot): Meets => ({
    route,
    mayShow: hashTexts,
    enabled: { "hash.submit": (snapshot.context as Watched).order?.status === "transaction_invalid" },
  })
  return {
    states: {
      '"loading"': { route, busy: true },
      // Spec 2 §7: Order not found is a failure the page shows (the error tag it reads).
      '"notFound"': { route, mayShow: [errors.orderNotFound], showsFailure: true },
      '"waiting"': watching,
      '"polling"': watching,
      // Provide the correct hash.
      '"invalid"': { route, mayShow: [validation.transactionHashRequired], enabled: { "hash.submit": true } },
      '"confirming"': { route, enabled: { "hash.submit": false }, busy: true },
      '"final"': { route, mayShow: hashTexts },
    },
    steps: [
      // Spec 2 §7: the order read by its id; confirm-order {orderId, hash}.
      callsCarry((id, { after }) => {
        const { orderId, hash } = after.context as { orderId: string; hash: string }
        if (id === "loadOrder" || id === "pollOrder") return { orderId }
        if (id === "confirmOrder") return { orderId, hash: hash.trim() }
        return undefined
      }),
      // The page says it is updating until the order is final (the terminal tag it reads), and only then.
      endsOnlyIn(['"final"']),
      // The order read or corrected is the one the page shows.
      (step) =>
        /^xstate\.done\.actor\.(loadOrder|pollOrder|confirmOrder)$/.test(step.event.type) &&
        JSON.stringify((step.after.context as Watched).order) !==
          JSON.stringify((step.event as unknown as { output: unknown }).output)
          ? "should show the order read"
          : undefined,
      (step) =>
        /^xstate\.done\.actor\.(loadOrder|pollOrder|confirmOrder)$/.test(step.event.type)
          ? goesTo(step.after, placeOf(statusOf(step.event)), statusOf(step.event))
          : undefined,
      onEvent("hash.submit", ({ before, after }) =>
        hashOf(before).trim() === ""
          ? (goesTo(after, stateName(before), "no hash stays where it was") ??
            (after.context.error === validation.transactionHashRequired
              ? undefined
              : `should say ${validation.transactionHashRequired}`))
          : goesTo(after, '"confirming"', "the corrected hash is sent"),
      ),
      // Spec 2 §9: read every 5 s, also while waiting for the right hash.
      (step) =>
        step.event.type.startsWith("xstate.after.statusPoll") && step.before
          ? goesTo(step.after, '"polling"', `read again from ${stateName(step.before)}`)
          : undefined,
      // Spec 2 §4: polling stops only at a final status: shown and not final, the next read is due in 5 s.
      ({ after }) => {
        const state = stateName(after)
        if (state !== '"waiting"' && state !== '"invalid"') return undefined
        const tick = `xstate.after.statusPoll.${after.machine.id}.${JSON.parse(state)}`
        return after.can({ type: tick }) ? undefined : "the order should be read again in 5 s"
      },
      // Provide the correct hash: the box is empty until the user types, and empties once a hash was taken.
      (step) =>
        (step.event.type === "xstate.init" || step.event.type === "xstate.done.actor.confirmOrder") &&
        hashOf(step.after) !== ""
          ? "the hash box should be empty"
          : undefined,
    ],
    leadsTo: [
      [failed("loadOrder", offrampFailures.notFound), '"notFound"'],
      [failed("pollOrder", { _tag: "ApiError", status: 0, body: { message: "Request failed" } }), '"waiting"'],
      [failed("confirmOrder", offrampFailures.alreadyProcessed), '"polling"'],
      [failed("confirmOrder", refusal.error), '"invalid"'],
    ],
    says: [[failed("loadOrder", offrampFailures.notFound), errors.orderNotFound]],
    emits: [[failed("confirmOrder", refusal.error), toastOf(refusal.text)]],
  }
}
