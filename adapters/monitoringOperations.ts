// Which operations monitoring sends (the journeys' main calls: quote, create order, confirm payment, sign-in), and
// the milestones an order's own reading stands for (completed, success), each once per order.
import { monitoredOperations } from "../schema/monitoringFunnel.ts"
import { kindsOfOnrampOrder } from "../schema/parentEvents.ts"

const sent = new Set<string>(Object.values(monitoredOperations))
const orderReads = new Set(["loadOrder", "pollOrder"])

export const isMonitoredOperation = (name: string) => sent.has(name)

type Reading = {
  readonly _id?: unknown
  readonly status?: unknown
  readonly buySwap?: { readonly status?: unknown }
  readonly withdrawal?: { readonly status?: unknown }
}

/** The order an answer is about: an order itself, or `{ order }` (the USSD screen's reading). */
export const orderOf = (output: unknown): Reading | undefined => {
  if (typeof output !== "object" || output === null) return undefined
  const inner = (output as { order?: unknown }).order
  const reading = (typeof inner === "object" && inner !== null ? inner : output) as Reading
  return typeof reading._id === "string" ? reading : undefined
}

/** The milestone a successful order read reaches, if any. */
export const milestoneOf = (operation: string, output: unknown): string | undefined => {
  if (!orderReads.has(operation.split(".")[1] ?? "")) return undefined
  const order = orderOf(output)
  if (!order) return undefined
  if (order.status === "offramp_success") return monitoredOperations.offrampCompleted
  if (order.buySwap && order.withdrawal) {
    const kinds = kindsOfOnrampOrder(order as Parameters<typeof kindsOfOnrampOrder>[0])
    if (kinds.includes("success")) return monitoredOperations.onrampCompleted
  }
  return undefined
}
