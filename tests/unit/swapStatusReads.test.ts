// What the on-ramp status page does with each read of the order (spec 2 §4: each fresh order goes to the framing
// page; §2 and §4 Receipt upload: a receipt can be added while fewer than 5 exist, and receipts are the owner's to
// see): the framing page hears every read, and the receipt modal beside the order counts the owner's receipts only.
import { describe, expect, it } from "vitest"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { orders } from "../model/swapStatusFixtures.ts"
import { afterEachRead } from "../support/statusPageReads.ts"

/** What the page announced, and the receipt modal's count of receipts after each of `reads`. */
const watch = async (reads: ReadonlyArray<OnrampOrderRead>) => {
  const announced: Array<unknown> = []
  const receiptCounts = await afterEachRead(
    reads,
    (shown) => {
      const modal = shown.children.receiptUpload?.getSnapshot() as { context: { receiptCount: number } } | undefined
      return modal?.context.receiptCount
    },
    (page) => page.on("order.read", ({ order }) => announced.push(order)),
  )
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
