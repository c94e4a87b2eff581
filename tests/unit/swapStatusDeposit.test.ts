// The on-ramp status page's Deposit In Progress (spec 2 §4: seller_confirmed reads Order Confirmed, Deposit In Progress
// or Order Completed; pending with a transaction hash reads Waiting for Transaction Confirmation): the page has seen the
// agent's confirmation stay, with no transaction yet, over two reads in a row; once seen, it stays so.
import { describe, expect, it } from "vitest"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { orders } from "../model/swapStatusFixtures.ts"
import { afterEachRead } from "../support/statusPageReads.ts"

/** Whether the page says the deposit started, after each of `reads`. */
const depositStartedOver = (reads: ReadonlyArray<OnrampOrderRead>) =>
  afterEachRead(reads, (shown) => shown.context.depositStarted)

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
