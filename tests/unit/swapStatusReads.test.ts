// What the on-ramp status page does with each read of the order (spec 2 §4: each fresh order goes to the framing
// page; §2 and §4 Receipt upload: a receipt can be added while fewer than 5 exist, and receipts are the owner's to
// see): the framing page hears every read, and the receipt modal beside the order counts the owner's receipts only.
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import { type OrderRewardEntry, swapStatusMachine } from "../../machines/swapStatus.ts"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { timings } from "../../schema/timings.ts"
import { orders } from "../model/swapStatusFixtures.ts"

/** The page over the order read as `reads` says, one read every 5 s; what it announced, and the receipt modal's
 * count of receipts after each read. */
const watch = async (reads: ReadonlyArray<OnrampOrderRead>) => {
  let read = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    swapStatusMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => reads[Math.min(read++, reads.length - 1)] as OnrampOrderRead),
        loadRewards: fromPromise<ReadonlyArray<OrderRewardEntry>, string>(async () => []),
      },
    }),
    { input: { orderId: "order-1", receiptPrompted: true }, clock },
  )
  const announced: Array<unknown> = []
  actor.on("order.read", ({ order }) => announced.push(order))
  actor.start()
  const receiptCounts: Array<number> = []
  for (const [index, order] of reads.entries()) {
    if (index > 0) clock.increment(timings.statusPoll)
    const shown = await waitFor(actor, (s) => s.context.order === order && !s.matches({ watching: "refreshing" }))
    const receipts = shown.children.receiptUpload?.getSnapshot() as unknown as { context: { receiptCount: number } }
    receiptCounts.push(receipts.context.receiptCount)
  }
  actor.stop()
  return { announced, receiptCounts }
}

/** The read of someone who is not the order's owner: no receipts, no callback or redirect URL. */
const strangersRead = (() => {
  const { buySwap, callbackUrl: _callbackUrl, redirectUrl: _redirectUrl, ...order } = orders.fullOfReceipts
  const { receipts: _receipts, extraFields: _extraFields, ...swap } = buySwap
  return { ...order, buySwap: swap } as OnrampOrderRead
})()

describe("each read of the on-ramp order", () => {
  it("goes to the framing page, the first and every fresh one", async () => {
    const reads = [orders.buyerConfirmed, orders.sellerConfirmed, orders.sending]
    expect((await watch(reads)).announced).toEqual(reads)
  })

  it("gives the receipt modal the owner's receipts, at the first read and after", async () => {
    expect((await watch([orders.fullOfReceipts, orders.buyerConfirmed, orders.fullOfReceipts])).receiptCounts).toEqual([
      5, 0, 5,
    ])
  })

  it("counts no receipt on a stranger's read", async () => {
    expect((await watch([strangersRead, strangersRead])).receiptCounts).toEqual([0, 0])
  })
})
