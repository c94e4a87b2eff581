// The effect runner (screens/wiring/effects.ts) on the status page's charts: it hears the status chart and the receipt
// chart it invokes, from the receipt chart's first step on, so the receipt modal that opens by itself is remembered for
// the session (spec 2 §2: once per order per session), and every fresh order reaches the framing page.
import { describe, expect, it } from "vitest"
import { fromPromise, waitFor } from "xstate"
import { type ReceiptEmitted, receiptUploadMachine } from "../../machines/receiptUpload.ts"
import { type OrderRewardEntry, type SwapStatusEmitted, swapStatusMachine } from "../../machines/swapStatus.ts"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { startWithEffects } from "../../screens/wiring/effects.ts"
import { orders } from "../model/swapStatusFixtures.ts"

const machine = swapStatusMachine.provide({
  actors: {
    loadOrder: fromPromise<OnrampOrderRead, string>(async () => orders.buyerConfirmed),
    loadRewards: fromPromise<ReadonlyArray<OrderRewardEntry>, string>(async () => []),
    receiptUpload: receiptUploadMachine,
  },
})

const visit = (receiptPrompted: boolean) => {
  const done: Array<string> = []
  const actor = startWithEffects<typeof machine, SwapStatusEmitted | ReceiptEmitted>(
    machine,
    { input: { orderId: "order-1", receiptPrompted } },
    {
      toast: ({ text }) => done.push(`toast ${text}`),
      "clipboard.copy": ({ text }) => done.push(`copy ${text}`),
      "order.read": ({ order }) => done.push(`announce ${order._id}`),
      "receipt.prompted": ({ orderId }) => done.push(`remember prompt ${orderId}`),
    },
  )
  return { actor, done }
}

describe("effect runner", () => {
  it("remembers the receipt modal that opened by itself for a confirmed order, and announces the order", async () => {
    const { actor, done } = visit(false)
    await waitFor(actor, (s) => s.matches("watching"))
    expect(done).toEqual(["announce order-1", "remember prompt order-1"])
    actor.stop()
  })

  it("opens no modal and remembers nothing when this session already saw it", async () => {
    const { actor, done } = visit(true)
    await waitFor(actor, (s) => s.matches("watching"))
    expect(done).toEqual(["announce order-1"])
    actor.send({ type: "detail.copy", value: "0xabc" })
    expect(done).toEqual(["announce order-1", "copy 0xabc"])
    actor.stop()
  })
})
