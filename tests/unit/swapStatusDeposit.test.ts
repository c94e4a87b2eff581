// The on-ramp status page's Deposit In Progress (spec 2 §4: seller_confirmed reads Order Confirmed, Deposit In Progress
// or Order Completed; pending with a transaction hash reads Waiting for Transaction Confirmation): the page has seen the
// agent's confirmation stay, with no transaction yet, over two reads in a row; once seen, it stays so.
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import { type OrderRewardEntry, swapStatusMachine } from "../../machines/swapStatus.ts"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { timings } from "../../schema/timings.ts"
import { orders } from "../model/swapStatusFixtures.ts"

/** The page over the order read as `reads` says, one read every 5 s: whether it says the deposit started after each. */
const depositStartedOver = async (reads: ReadonlyArray<OnrampOrderRead>) => {
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
  ).start()
  const seen: Array<boolean> = []
  for (const [index, order] of reads.entries()) {
    if (index > 0) clock.increment(timings.statusPoll)
    const shown = await waitFor(actor, (s) => s.context.order === order && !s.matches({ watching: "refreshing" }))
    seen.push(shown.context.depositStarted)
  }
  actor.stop()
  return seen
}

describe("Deposit In Progress on the on-ramp status page", () => {
  it("follows the agent's confirmation read twice with no transaction yet, not the first read of it", async () => {
    expect(await depositStartedOver([orders.buyerConfirmed, orders.sellerConfirmed, orders.sellerConfirmed])).toEqual([
      false,
      false,
      true,
    ])
  })

  it("stays once seen, when the transaction then appears", async () => {
    expect(await depositStartedOver([orders.sellerConfirmed, orders.sellerConfirmed, orders.sending])).toEqual([
      false,
      true,
      true,
    ])
  })

  it("is not said while a transaction is known, nor of an order still waiting for the agent", async () => {
    expect(await depositStartedOver([orders.sending, orders.sending])).toEqual([false, false])
    expect(await depositStartedOver([orders.buyerConfirmed, orders.buyerConfirmed])).toEqual([false, false])
  })

  it("is not said of a transfer that failed or completed right after the agent confirmed", async () => {
    const failedNoHash = orders.transferFailed
    expect(await depositStartedOver([orders.sellerConfirmed, failedNoHash])).toEqual([false, false])
    const completedNoHash = { ...orders.completed, withdrawal: { status: "complete", transactionHash: null } }
    expect(await depositStartedOver([orders.sellerConfirmed, completedNoHash as OnrampOrderRead])).toEqual([
      false,
      false,
    ])
  })
})
