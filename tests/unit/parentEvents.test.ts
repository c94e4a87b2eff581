// Events to the parent window (spec 2 §4): which kinds an order's state stands for, once per order and kind, to
// the integrator's registered origins only (never "*"), nothing when the widget is not framed.
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { type ParentHost, ParentWindow } from "../../adapters/parentEvents.ts"
import { AppStorage, memoryArea } from "../../adapters/storage.ts"
import type { BuySwapStatus, OrderState } from "../../schema/enums.ts"
import { kindsOfOfframpOrder, kindsOfOnrampOrder, parentEventSource } from "../../schema/parentEvents.ts"

const order = (swap: BuySwapStatus, withdrawal: OrderState = "pending", transactionHash: string | null = null) => ({
  _id: "order-1",
  buySwap: { status: swap },
  withdrawal: { status: withdrawal, transactionHash },
})

/** A page in a frame of `origin` (undefined: the origin cannot be known), with a session storage of its own, for
 * an integrator that registered `registered` (null: not known yet). `open()` loads the widget in it (again: a reload
 * in the same tab) through the ParentWindow test layer. */
const framedPage = (
  origin: string | undefined,
  framed = true,
  registered: ReadonlyArray<string> | null = ["http://integrator.test:4000"],
) => {
  const posted: Array<{ message: Record<string, unknown>; targetOrigin: string }> = []
  const storage = Layer.succeed(AppStorage, { local: memoryArea(), session: memoryArea() })
  const host: ParentHost = {
    framed: () => framed,
    parentOrigin: () => origin,
    ownOrigin: () => "http://widget.test",
    registeredOrigins: () => registered ?? undefined,
    post: (message, targetOrigin) => posted.push({ message: JSON.parse(message), targetOrigin }),
  }
  const open = () =>
    Effect.runSync(Effect.service(ParentWindow).pipe(Effect.provide(ParentWindow.test(host)), Effect.provide(storage)))
  return { posted, open }
}

describe("kinds of an on-ramp order", () => {
  it("maps each swap status to its kinds, earlier steps first", () => {
    expect(kindsOfOnrampOrder(order("initiated"))).toEqual(["pending_payment"])
    expect(kindsOfOnrampOrder(order("buyer_confirmed"))).toEqual(["buyer_confirmed", "pending_seller_confirmation"])
    expect(kindsOfOnrampOrder(order("buyer_rejected"))).toEqual(["buyer_rejected", "failed"])
    expect(kindsOfOnrampOrder(order("expired"))).toEqual(["failed"])
    expect(kindsOfOnrampOrder(order("seller_rejected"))).toEqual([
      "buyer_confirmed",
      "pending_seller_confirmation",
      "seller_rejected",
      "failed",
    ])
    expect(kindsOfOnrampOrder(order("buyer_payment_info_mismatch"))).not.toContain("failed")
    expect(kindsOfOnrampOrder(order("seller_confirmation_failed"))).toContain("failed")
  })
  it("adds success or failed from the withdrawal once the agent confirmed", () => {
    expect(kindsOfOnrampOrder(order("seller_confirmed"))).toEqual([
      "buyer_confirmed",
      "pending_seller_confirmation",
      "seller_confirmed",
    ])
    expect(kindsOfOnrampOrder(order("seller_confirmed", "complete")).at(-1)).toBe("success")
    expect(kindsOfOnrampOrder(order("seller_confirmed", "failed")).at(-1)).toBe("failed")
  })
})

describe("posting to the parent window", () => {
  it("posts JSON with the source to the integrator's origin, each kind once per order", () => {
    const page = framedPage("http://integrator.test:4000")
    const events = page.open()
    expect(events.announceOnrampOrder(order("buyer_confirmed"))).toEqual([
      "buyer_confirmed",
      "pending_seller_confirmation",
    ])
    expect(events.announceOnrampOrder(order("seller_confirmed", "pending", "0xabc"))).toEqual(["seller_confirmed"])
    expect(events.announceOnrampOrder(order("seller_confirmed", "complete", "0xabc"))).toEqual(["success"])
    expect(events.announceOnrampOrder(order("seller_confirmed", "complete", "0xabc"))).toEqual([])
    expect(page.posted.map((p) => p.message.event)).toEqual([
      "buyer_confirmed",
      "pending_seller_confirmation",
      "seller_confirmed",
      "success",
    ])
    expect(page.posted.every((p) => p.targetOrigin === "http://integrator.test:4000")).toBe(true)
    expect(page.posted.at(-1)?.message).toEqual({
      source: parentEventSource,
      event: "success",
      orderId: "order-1",
      swapStatus: "seller_confirmed",
      withdrawalStatus: "complete",
      transactionHash: "0xabc",
    })
  })
  it("remembers what was sent for the session: a reloaded page does not repeat it", () => {
    const page = framedPage("http://integrator.test:4000")
    page.open().announce("order_created", "order-1")
    expect(page.open().announce("order_created", "order-1")).toBe(false)
    expect(page.open().announce("order_created", "order-2")).toBe(true)
    expect(page.posted).toHaveLength(2)
  })
  it("keeps the fixed fields when extra details name them", () => {
    const page = framedPage("http://integrator.test:4000")
    page.open().announce("order_created", "order-1", { source: "other", event: "x", orderId: "y" })
    expect(page.posted[0]?.message).toMatchObject({
      source: parentEventSource,
      event: "order_created",
      orderId: "order-1",
    })
  })
  it("posts nothing when the widget is not framed", () => {
    const page = framedPage("http://integrator.test:4000", false)
    expect(page.open().announceOnrampOrder(order("expired"))).toEqual([])
    expect(page.posted).toEqual([])
  })
  it("never posts to '*': an unknown framing origin gets each registered origin, wildcard ports left out", () => {
    const page = framedPage(undefined, true, ["https://shop.test", "https://pay.shop.test", "http://127.0.0.1:*"])
    page.open().announce("close_iframe")
    expect(page.posted.map((p) => p.targetOrigin)).toEqual(["https://shop.test", "https://pay.shop.test"])
  })
  it("posts nothing to a framing page the integrator did not register, nor before its origins are known", () => {
    const foreign = framedPage("https://evil.test")
    expect(foreign.open().announce("order_created", "order-1")).toBe(false)
    const early = framedPage("http://integrator.test:4000", true, null)
    expect(early.open().announce("order_created", "order-1")).toBe(false)
    // Not remembered as sent: once the origins are known, it goes.
    expect(framedPage("http://integrator.test:4000").open().announce("order_created", "order-1")).toBe(true)
    expect([...foreign.posted, ...early.posted]).toEqual([])
  })
  it("a registered port wildcard admits the framing page on any port, and the widget may frame itself", () => {
    const page = framedPage("http://127.0.0.1:5173", true, ["http://127.0.0.1:*"])
    page.open().announce("offer_search")
    const self = framedPage("http://widget.test", true, [])
    self.open().announce("offer_search")
    expect([...page.posted, ...self.posted].map((p) => p.targetOrigin)).toEqual([
      "http://127.0.0.1:5173",
      "http://widget.test",
    ])
  })
})

describe("an off-ramp order", () => {
  it("is pending payment while initiated, success once paid out, failed when it ends without a payout", () => {
    expect(kindsOfOfframpOrder("initiated")).toEqual(["pending_payment"])
    expect(kindsOfOfframpOrder("offramp_pending")).toEqual([])
    expect(kindsOfOfframpOrder("offramp_retry")).toEqual([])
    expect(kindsOfOfframpOrder("offramp_success")).toEqual(["success"])
    for (const status of ["refunded", "refund_failed", "transaction_failed", "expired", "cancelled"] as const)
      expect(kindsOfOfframpOrder(status)).toEqual(["failed"])
  })
  it("is announced once per kind, with its status and hash", () => {
    const page = framedPage("http://integrator.test:4000")
    const events = page.open()
    const sale = { _id: "sale-1", hash: null }
    expect(events.announceOfframpOrder({ ...sale, status: "initiated" })).toEqual(["pending_payment"])
    expect(events.announceOfframpOrder({ ...sale, status: "initiated" })).toEqual([])
    expect(events.announceOfframpOrder({ ...sale, status: "offramp_success", hash: "0xfeed" })).toEqual(["success"])
    expect(page.posted.at(-1)?.message).toEqual({
      source: parentEventSource,
      event: "success",
      orderId: "sale-1",
      offrampStatus: "offramp_success",
      transactionHash: "0xfeed",
    })
  })
})
