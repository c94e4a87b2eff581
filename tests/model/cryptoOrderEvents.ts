// The complete event tables of the crypto payment and status charts (machines/cryptoPay.ts, cryptoOrderStatus.ts),
// built from one product's orders: the off-ramp and buy-goods charts are the same chart with their own orders and
// wording of a refused confirmation.
import { failures } from "./fixtures.ts"
import { offrampFailures } from "./offrampFixtures.ts"

const hash = `0x${"cd".repeat(32)}`
/** A wallet that is not the order's own (spec 2 §2: its Pay is refused as not matching the order address). */
export const anotherWallet = "0x2222222222222222222222222222222222222222"

interface Orders<Order> {
  readonly initiated: Order
  readonly pastExpiry: Order
  readonly validating: Order
  readonly invalid: Order
  readonly pending: Order
  readonly success: Order
}

/** Every event of a payment chart whose id is `chart`; `refusal` is a refused confirmation of the product. */
export const payEvents = <Order extends { readonly fromAddress: string | null }>(
  chart: string,
  orders: Orders<Order>,
  refusal: unknown,
) =>
  [
    { type: "xstate.done.actor.loadOrder", output: orders.initiated },
    { type: "xstate.done.actor.loadOrder", output: orders.pastExpiry },
    { type: "xstate.done.actor.loadOrder", output: orders.validating },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: "wallet.connected", address: orders.initiated.fromAddress ?? "" },
    { type: "wallet.connected", address: anotherWallet },
    { type: "wallet.disconnected" },
    { type: "pay" },
    { type: "xstate.done.actor.sendTransfer", output: { hash } },
    { type: "xstate.error.actor.sendTransfer", error: offrampFailures.sendRejected },
    { type: "manual.toggle" },
    { type: "hash.change", value: hash },
    { type: "hash.submit" },
    { type: "xstate.done.actor.confirmOrder", output: orders.validating },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.alreadyProcessed },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.notPayable },
    { type: "xstate.error.actor.confirmOrder", error: refusal },
    { type: `xstate.after.orderExpiry.${chart}.ready` },
    { type: "cancel" },
    { type: "cancel.keep" },
    { type: "cancel.confirm" },
    { type: "xstate.done.actor.cancelOrder", output: { ...orders.initiated, status: "cancelled" as const } },
    { type: "xstate.error.actor.cancelOrder", error: failures.requestFailed },
  ] as const

/** Every event of a status chart whose id is `chart`; `refusal` is a refused correction of the product. */
export const statusEvents = <Order>(chart: string, orders: Orders<Order>, refusal: unknown) =>
  [
    { type: "xstate.done.actor.loadOrder", output: orders.pending },
    { type: "xstate.done.actor.loadOrder", output: orders.invalid },
    { type: "xstate.done.actor.loadOrder", output: orders.success },
    { type: "xstate.error.actor.loadOrder", error: offrampFailures.notFound },
    { type: `xstate.after.statusPoll.${chart}.waiting` },
    { type: `xstate.after.statusPoll.${chart}.invalid` },
    { type: "xstate.done.actor.pollOrder", output: orders.success },
    { type: "xstate.done.actor.pollOrder", output: orders.invalid },
    { type: "xstate.error.actor.pollOrder", error: failures.requestFailed },
    { type: "hash.change", value: hash },
    { type: "hash.submit" },
    { type: "xstate.done.actor.confirmOrder", output: orders.validating },
    { type: "xstate.error.actor.confirmOrder", error: offrampFailures.alreadyProcessed },
    { type: "xstate.error.actor.confirmOrder", error: refusal },
  ] as const
