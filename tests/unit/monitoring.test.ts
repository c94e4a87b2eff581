// Monitoring as the analyst receiving it sees it: sessions that lapse after 30 idle minutes, throttled typing and
// identify, batches, operations and milestones, and nothing personal in what leaves the browser.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { batchSize, Monitoring, makeMonitor, memoryMonitorHost } from "../../adapters/monitoring.ts"

// Spec 1 §9: a session lapses after 30 minutes idle.
const thirtyMinutes = 30 * 60 * 1000

const makeClock = () => {
  let now = Date.parse("2026-11-21T10:00:00.000Z")
  return { now: () => now, advance: (millis: number) => (now += millis) }
}

const setUp = (query: Record<string, string> = {}) => {
  const clock = makeClock()
  let pageName = "/"
  const memory = memoryMonitorHost(clock.now, () => ({ pageName, query }))
  const monitor = makeMonitor(memory.host)
  const events = () => {
    monitor.flush(false)
    return memory.sent.flatMap((batch) => batch.events)
  }
  return { clock, monitor, memory, events, goTo: (page: string) => (pageName = page) }
}

describe("the analytics session", () => {
  it("keeps one session while the visitor is active, and makes a new one after 30 idle minutes", () => {
    const { clock, monitor, events } = setUp()
    monitor.impression("/")
    clock.advance(thirtyMinutes - 1000)
    monitor.click("Next")
    clock.advance(thirtyMinutes - 1000)
    monitor.impression("/wallet")
    clock.advance(thirtyMinutes)
    monitor.impression("/swap")
    const [first, second, third, fourth] = events()
    expect(second?.sessionId).toBe(first?.sessionId)
    expect(third?.sessionId).toBe(first?.sessionId)
    expect(fourth?.sessionId).not.toBe(first?.sessionId)
    // The device keeps its distinct id across sessions.
    expect(new Set(events().map((e) => e.distinctId)).size).toBe(1)
  })

  it("is renewed by scrolling and keys, not by impressions alone", () => {
    const { clock, monitor, events } = setUp()
    monitor.impression("/")
    clock.advance(thirtyMinutes - 1)
    monitor.keypress()
    clock.advance(thirtyMinutes - 1)
    monitor.scroll()
    clock.advance(thirtyMinutes - 1)
    monitor.impression("/wallet")
    clock.advance(thirtyMinutes - 1)
    monitor.impression("/swap")
    const [opened, scrolled, wallet, swap] = events()
    expect([scrolled?.sessionId, wallet?.sessionId]).toEqual([opened?.sessionId, opened?.sessionId])
    // The wallet impression did not renew it: 30 minutes after the scroll, a new session starts.
    expect(swap?.sessionId).not.toBe(opened?.sessionId)
  })
})

describe("throttles", () => {
  it("sends a typing event at most once per 2 s per field", () => {
    const { clock, monitor, events } = setUp()
    for (let i = 0; i < 10; i++) {
      monitor.typed("You Pay")
      clock.advance(300)
    }
    monitor.typed("Wallet address")
    expect(events().map((e) => [e.type, e.name, e.createdAt.slice(11, 23)])).toEqual([
      ["type", "You Pay", "10:00:00.000"],
      ["type", "You Pay", "10:00:02.100"],
      ["type", "Wallet address", "10:00:03.000"],
    ])
  })

  it("identifies at most once per 2 s", () => {
    const { clock, monitor, memory } = setUp()
    monitor.identify("user-1")
    clock.advance(1999)
    monitor.identify("user-1")
    clock.advance(1)
    monitor.identify("user-2")
    expect(memory.identified.map((i) => i.userId)).toEqual(["user-1", "user-2"])
    expect(memory.identified[0]?.distinctId).toBe(monitor.distinctId())
  })

  it("records one scroll per page view", () => {
    const { monitor, events, goTo } = setUp()
    monitor.impression("/")
    monitor.scroll()
    monitor.scroll()
    goTo("/wallet")
    monitor.impression("/wallet")
    monitor.scroll()
    expect(events().map((e) => `${e.type} ${e.pageName}`)).toEqual([
      "impression /",
      "scroll /",
      "impression /wallet",
      "scroll /wallet",
    ])
  })
})

describe("batches", () => {
  it("waits for the timer or the page hiding, but sends as soon as a batch is full", () => {
    const { monitor, memory } = setUp()
    for (let i = 1; i < batchSize; i++) monitor.click(`Button ${i}`)
    expect(memory.sent).toEqual([])
    monitor.click("Last")
    expect(memory.sent.map((b) => [b.events.length, b.leaving])).toEqual([[batchSize, false]])
    monitor.click("After")
    monitor.flush(true)
    expect(memory.sent.map((b) => [b.events.length, b.leaving])).toEqual([
      [batchSize, false],
      [1, true],
    ])
    monitor.flush(true)
    expect(memory.sent).toHaveLength(2)
  })

  it("never breaks the widget when sending fails", () => {
    const clock = makeClock()
    const memory = memoryMonitorHost(clock.now)
    const monitor = makeMonitor({
      ...memory.host,
      send: () => {
        throw new Error("offline")
      },
      store: {
        get: () => {
          throw new Error("storage refused")
        },
        set: () => {
          throw new Error("storage refused")
        },
      },
    })
    expect(() => {
      monitor.impression("/")
      monitor.flush(true)
    }).not.toThrow()
  })
})

describe("what events carry", () => {
  it("has no tokens or personal data in query parameters or names", () => {
    const { monitor, events } = setUp({
      source: "partner",
      amount: "50",
      accessToken: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig",
      refreshToken: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig",
      at: "token",
      signature: "abc",
      email: "ann@example.com",
      phone: "+254700000001",
      address: "0x1111111111111111111111111111111111111111",
      orderId: "order-1",
    })
    monitor.click("Sign out ann@example.com")
    const [event] = events()
    expect(event?.queryParams).toEqual({ source: "partner", amount: "50", orderId: "order-1" })
    expect(event?.name).toBe("Sign out [email]")
    expect(event?.orderId).toBe("order-1")
  })

  it("reports the main operations, the created order and the milestone of a completed order, once", () => {
    const { clock, monitor, events } = setUp()
    const at = clock.now()
    monitor.operation({ kind: "operation", name: "onramp.fetchOffer", status: "start", at })
    monitor.operation({ kind: "operation", name: "onramp.loadCatalog", status: "success", at })
    monitor.operation({ kind: "operation", name: "onramp.createOrder", status: "success", output: { _id: "o1" }, at })
    const completed = { _id: "o1", buySwap: { status: "seller_confirmed" }, withdrawal: { status: "complete" } }
    monitor.operation({
      kind: "operation",
      name: "ussdTransfer.loadOrder",
      status: "success",
      output: { order: completed },
      at,
    })
    monitor.operation({ kind: "operation", name: "swapStatus.loadOrder", status: "success", output: completed, at })
    monitor.impression("/ussd/$orderId")
    // A new journey: the order before is not this one's.
    monitor.impression("/")
    // The order page's view left at once on its own; the rest waited for the batch.
    expect(events().map((e) => [e.name, e.operationStatus, e.orderId])).toEqual([
      ["/ussd/$orderId", undefined, "o1"],
      ["onramp.fetchOffer", "start", undefined],
      ["onramp.createOrder", "success", "o1"],
      ["onramp.completed", "success", "o1"],
      ["/", undefined, undefined],
    ])
  })

  it("sends the view of an order's page at once, on its own, with the fields of spec 1 §7 monitoring-event", () => {
    const clock = makeClock()
    let shown: { pageName: string; orderId?: string } = { pageName: "/" }
    const memory = memoryMonitorHost(clock.now, () => ({ ...shown, query: { source: "partner" } }))
    const monitor = makeMonitor(memory.host)
    monitor.impression("/")
    monitor.click("Next")
    shown = { pageName: "/ussd/$orderId", orderId: "order-7" }
    monitor.impression("/ussd/$orderId")
    // Nothing flushed: only the order page's view has left, by the single call.
    expect(memory.one).toEqual([
      {
        type: "impression",
        name: "/ussd/$orderId",
        distinctId: monitor.distinctId(),
        sessionId: monitor.sessionId(),
        orderId: "order-7",
        queryParams: { source: "partner" },
        pageName: "/ussd/$orderId",
        createdAt: "2026-11-21T10:00:00.000Z",
      },
    ])
    expect(memory.sent).toHaveLength(1)
    monitor.flush(false)
    expect(memory.sent.at(-1)?.events.map((e) => [e.type, e.name])).toEqual([
      ["impression", "/"],
      ["click", "Next"],
    ])
  })

  it("is a service with a test layer that records what would be sent", () => {
    const clock = makeClock()
    const monitoring = Monitoring.test(clock.now)
    Effect.runSync(
      Effect.provide(
        Effect.map(Effect.service(Monitoring), (monitor) => {
          monitor.pick("Country: Kenya")
          monitor.flush(false)
        }),
        monitoring.layer,
      ),
    )
    expect(monitoring.sent.flatMap((b) => b.events).map((e) => [e.type, e.name])).toEqual([["pick", "Country: Kenya"]])
  })
})
