// The on-ramp order's status page as the spec states it (spec 2 §2 On-ramp swap status at /swap-status; §4 the buy
// swap's flow: polling every 5 s stops when the swap is expired or seller_rejected, or the withdrawal failed or
// complete; each fresh order is announced to the parent window; §7 a failed read: Order not found), for every chart
// registered over machines/swapStatus.ts. The receipt modal beside it has its own expectations (receiptUpload.ts).
import type { AnyMachineSnapshot } from "xstate"
import { errors } from "../../../schema/messages.ts"
import type { OnrampOrder } from "../../../schema/onrampModels.ts"
import { type ChartExpectations, callsCarry, goesTo, onEvent, stateName } from "../expectations.ts"
import { statusFailures } from "../swapStatusFixtures.ts"

/** Spec 2 §4: where polling stops. */
const final = (order: OnrampOrder) =>
  ["expired", "seller_rejected"].includes(order.buySwap.status) ||
  ["failed", "complete"].includes(order.withdrawal.status)

const readOf = (event: unknown) => (event as { output: OnrampOrder }).output
const watching = { route: "/swap-status", enabled: { retry: false }, showsFailure: false }
/** Spec 2 §4: the page says it is updating while it polls, not once the order is final. */
const finalStates = ['{"watching":"settled"}', '{"watching":"finished"}']

export const swapStatusExpectations: ChartExpectations = {
  states: {
    '"loading"': { route: "/swap-status", busy: true, showsFailure: false },
    '"notFound"': {
      route: "/swap-status",
      mayShow: [errors.orderNotFound],
      enabled: { retry: true },
      showsFailure: true,
    },
    '{"watching":"waiting"}': watching,
    '{"watching":"refreshing"}': watching,
    // Final: no more reads.
    '{"watching":"settled"}': watching,
    '{"watching":"finished"}': watching,
  },
  steps: [
    // Spec 2 §7: the order and its rewards read by the order's id. Spec 2 §2: the receipt modal beside the order
    // knows its status and receipts (at most 5), and whether this session already opened it by itself.
    callsCarry((id, { after, input }) => {
      const { orderId, order } = after.context as { orderId: string; order?: OnrampOrder }
      if (["loadOrder", "loadRewards", "rereadRewards"].includes(id)) return orderId
      if (id === "receiptUpload" && order)
        return {
          orderId,
          status: order.buySwap.status,
          receiptCount: order.buySwap.receipts.length,
          prompted: (input as { receiptPrompted: boolean }).receiptPrompted,
        }
      return undefined
    }),
    // The order shown, its rewards read beside it and the receipt modal's chart started with it; once it turns final
    // while watched, its rewards are read again (a reward is paid when the order completes).
    onEvent("xstate.done.actor.loadOrder", ({ before, after, asked }) => {
      const ids = asked.map((call) => call.id)
      if (stateName(before) === '"loading"')
        return ["loadRewards", "receiptUpload"].every((id) => ids.includes(id))
          ? undefined
          : "the rewards should be read and the receipt modal's chart started"
      return stateName(after) === '{"watching":"finished"}' && !ids.includes("rereadRewards")
        ? "the rewards should be read again"
        : undefined
    }),
    // Each fresh read tells the receipt modal the order's status and receipts.
    onEvent("xstate.done.actor.loadOrder", ({ event, before, told }) => {
      if (stateName(before) === '"loading"') return undefined
      const { buySwap } = readOf(event)
      const update = { type: "order.update", status: buySwap.status, receiptCount: buySwap.receipts.length }
      return told.some((one) => one.to === "receiptUpload" && JSON.stringify(one.event) === JSON.stringify(update))
        ? undefined
        : `the receipt modal should be told ${JSON.stringify(update)}`
    }),
    // A missed read while watching is retried at the next tick: the page keeps watching whatever the read answers.
    ({ after }) =>
      stateName(after) === '{"watching":"refreshing"}' &&
      !after.can({ type: "xstate.error.actor.loadOrder", error: statusFailures.requestFailed })
        ? "a missed read should leave the page watching"
        : undefined,
    // No reward is listed before the rewards are read.
    (step) =>
      step.event.type === "xstate.init" &&
      (step.after.context as { rewards: ReadonlyArray<unknown> }).rewards.length > 0
        ? "no reward should be listed before the read"
        : undefined,
    onEvent("xstate.done.actor.loadOrder", ({ event, before, after, emitted }) => {
      if (!emitted.includes("order.read")) return "each fresh order is announced to the parent window"
      const order = readOf(event)
      if (!final(order)) return goesTo(after, '{"watching":"waiting"}', `${order.buySwap.status} is polled`)
      return stateName(before) === '"loading"'
        ? goesTo(after, '{"watching":"settled"}', "final at the first read")
        : goesTo(after, '{"watching":"finished"}', "turned final while watched")
    }),
    onEvent("xstate.error.actor.loadOrder", ({ before, after }) =>
      stateName(before) === '"loading"'
        ? (goesTo(after, '"notFound"', "the order cannot be read") ??
          (after.context.error === errors.orderNotFound ? undefined : `should say ${errors.orderNotFound}`))
        : goesTo(after, '{"watching":"waiting"}', "a missed read is retried at the next tick"),
    ),
    onEvent("detail.copy", ({ event, emitted }) =>
      emitted.includes(`clipboard.copy: ${(event as unknown as { value: string }).value}`)
        ? undefined
        : "the value should be copied",
    ),
    // Spec 2 §9: status polling every 5 s.
    (step) =>
      step.event.type.startsWith("xstate.after.statusPoll")
        ? goesTo(step.after, '{"watching":"refreshing"}', "the order is read again")
        : undefined,
    (step) =>
      step.after.hasTag("terminal") === finalStates.includes(stateName(step.after))
        ? undefined
        : "the page says it is updating while, and only while, the order is polled",
    // The rewards read fill the page's list of rewards.
    (step) =>
      /^xstate\.done\.actor\.(loadRewards|rereadRewards)$/.test(step.event.type) &&
      JSON.stringify((step.after.context as { rewards: unknown }).rewards) !==
        JSON.stringify((step.event as unknown as { output: unknown }).output)
        ? "the rewards read should be listed"
        : undefined,
    // The rewards read changes no state.
    (step) =>
      /^xstate\.(done|error)\.actor\.(loadRewards|rereadRewards)$/.test(step.event.type) && step.before
        ? goesTo(step.after, stateName(step.before as AnyMachineSnapshot), "the rewards only fill their list")
        : undefined,
  ],
  leadsTo: [[{ type: "retry" }, '"loading"']],
}
