// What the status page shows for each swap and withdrawal status (spec 2 §4, spec 1 §4), when polling stops, and
// which receipts are taken (spec 2 §4, §5).
import { describe, expect, it } from "vitest"
import type { BuySwapStatus, OrderState } from "../../schema/enums.ts"
import { canAddReceipt, isAcceptedReceipt } from "../../schema/receiptRules.ts"
import { supportTicketUrl } from "../../schema/supportTicket.ts"
import { isFinalOrder, statusBadge, statusPhase, statusTitles } from "../../schema/swapStatusLabels.ts"

const pending = { status: "pending" as const, transactionHash: null }
const titleOf = (
  swap: BuySwapStatus,
  withdrawal: { readonly status: OrderState; readonly transactionHash: string | null } = pending,
  depositStarted = false,
) => statusTitles[statusPhase(swap, withdrawal, depositStarted)]

describe("status page title", () => {
  it("shows the spec's title per swap status", () => {
    expect(titleOf("initiated")).toBe("Initiated")
    expect(titleOf("buyer_confirmed")).toBe("Order In Progress")
    expect(titleOf("buyer_rejected")).toBe("Order Rejected")
    expect(titleOf("seller_rejected")).toBe("Agent Rejected")
    expect(titleOf("seller_confirmation_failed")).toBe("Agent Confirmation Failed")
    expect(titleOf("seller_confirmation_pending")).toBe("Agent Confirmation Pending")
    expect(titleOf("expired")).toBe("Expired")
    expect(titleOf("buyer_payment_info_mismatch")).toBe("Payment Info Mismatch")
  })
  it("follows the withdrawal once the agent confirmed", () => {
    expect(titleOf("seller_confirmed")).toBe("Order Confirmed")
    expect(titleOf("seller_confirmed", pending, true)).toBe("Deposit In Progress")
    expect(titleOf("seller_confirmed", { status: "pending", transactionHash: "0xabc" })).toBe(
      "Waiting for Transaction Confirmation",
    )
    expect(titleOf("seller_confirmed", { status: "complete", transactionHash: "0xabc" })).toBe("Order Completed")
    expect(titleOf("seller_confirmed", { status: "failed", transactionHash: null })).toBe("Transfer Failed")
  })
})

describe("status badge", () => {
  it("has the spec's label and colour", () => {
    expect(statusBadge("seller_confirmed")).toEqual({ label: "Agent confirmed", badge: "green" })
    expect(statusBadge("buyer_confirmed")).toEqual({ label: "You confirmed", badge: "yellow" })
    expect(statusBadge("buyer_payment_info_mismatch")).toEqual({ label: "Payment info mismatch", badge: "yellow" })
    for (const red of ["seller_confirmation_failed", "buyer_rejected", "seller_rejected", "expired"] as const)
      expect(statusBadge(red).badge).toBe("red")
    expect(statusBadge("seller_confirmation_pending").badge).toBe("none")
  })
})

describe("polling", () => {
  it("stops when the swap is expired or rejected, or the withdrawal failed or completed", () => {
    expect(isFinalOrder("expired", "pending")).toBe(true)
    expect(isFinalOrder("seller_rejected", "pending")).toBe(true)
    expect(isFinalOrder("buyer_rejected", "pending")).toBe(true)
    expect(isFinalOrder("seller_confirmed", "complete")).toBe(true)
    expect(isFinalOrder("seller_confirmed", "failed")).toBe(true)
    expect(isFinalOrder("seller_confirmed", "pending")).toBe(false)
    expect(isFinalOrder("buyer_confirmed", "pending")).toBe(false)
    expect(isFinalOrder("buyer_payment_info_mismatch", "pending")).toBe(false)
  })
})

describe("receipts", () => {
  it("can be added while fewer than 5 exist and the swap is buyer_confirmed or seller_rejected", () => {
    expect(canAddReceipt("buyer_confirmed", 4)).toBe(true)
    expect(canAddReceipt("seller_rejected", 0)).toBe(true)
    expect(canAddReceipt("buyer_confirmed", 5)).toBe(false)
    expect(canAddReceipt("seller_confirmed", 0)).toBe(false)
    expect(canAddReceipt("initiated", 0)).toBe(false)
  })
  it("takes jpg, png and pdf only", () => {
    expect(isAcceptedReceipt({ name: "a.JPG", type: "image/jpeg" })).toBe(true)
    expect(isAcceptedReceipt({ name: "a.jpeg", type: "image/jpeg" })).toBe(true)
    expect(isAcceptedReceipt({ name: "a.png", type: "image/png" })).toBe(true)
    expect(isAcceptedReceipt({ name: "a.pdf", type: "application/pdf" })).toBe(true)
    expect(isAcceptedReceipt({ name: "a.txt", type: "text/plain" })).toBe(false)
    expect(isAcceptedReceipt({ name: "a.png", type: "text/plain" })).toBe(false)
    expect(isAcceptedReceipt({ name: "a.gif", type: "image/gif" })).toBe(false)
  })
})

describe("support ticket link", () => {
  it("carries the order, its status and the e-mail", () => {
    const url = new URL(
      supportTicketUrl({ topic: "dispute", orderId: "o-1", status: "seller_rejected", email: "a@b.example" }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      topic: "dispute",
      orderId: "o-1",
      status: "seller_rejected",
      email: "a@b.example",
    })
  })
})
