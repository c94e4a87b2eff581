// The pay screen's countdown (spec 2 §2 Off-ramp pay: an expiry countdown; "Order can no longer be paid. Please create
// a new order." once the order is no longer payable; §4: payable while initiated and before its expiry): the chart
// moves on when the order expires, and not before, on a live actor. Time is the test's: the page's clock (Date) and
// the chart's timers move together, and a timer behaves as Node's and the browsers' do: a delay above 2^31 - 1 ms,
// or below 1 ms, fires after 1 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { offrampPayMachine } from "../../machines/offrampPay.ts"
import { errors } from "../../schema/messages.ts"
import type { OfframpOrderRead } from "../../schema/offrampModels.ts"
import { offrampOrders } from "../model/offrampFixtures.ts"

const minute = 60_000
const day = 24 * 60 * minute
const start = Date.parse("2026-03-01T12:00:00.000Z")

/** Timers on the test's time, as Node and the browsers run them; `advance` fires those due, in order, moving the page's
 * clock to each one's time. A chart that keeps asking for timers that fire at once stops being answered after
 * `limit` of them (the test then reads how many steps it took). */
const testClock = (limit = 1_000) => {
  let now = start
  let next = 0
  const timers = new Map<number, { readonly at: number; readonly fn: () => void }>()
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const delay = ms > 2 ** 31 - 1 || !(ms >= 1) ? 1 : ms
      next += 1
      timers.set(next, { at: now + delay, fn })
      return next
    },
    clearTimeout: (id: number) => {
      timers.delete(id)
    },
    advance: (ms: number) => {
      const until = now + ms
      for (let fired = 0; fired < limit; fired += 1) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0]
        if (!due) break
        const [id, timer] = due
        timers.delete(id)
        now = timer.at
        vi.setSystemTime(now)
        timer.fn()
      }
      now = until
      vi.setSystemTime(now)
    },
  }
}

/** The pay chart over an initiated order expiring `expiresIn` ms after the start, read at once; `steps` counts the
 * snapshots the chart has taken since the order was read. */
const payFor = async (expiresIn: number) => {
  const clock = testClock()
  const order: OfframpOrderRead = { ...offrampOrders.initiated, expiresAt: new Date(start + expiresIn).toISOString() }
  const machine = offrampPayMachine.provide({ actors: { loadOrder: fromPromise(async () => order) } })
  const actor = createActor(machine, { input: { orderId: order._id }, clock })
  actor.start()
  await waitFor(actor, (snapshot) => !snapshot.hasTag("loading"))
  let steps = 0
  actor.subscribe(() => {
    steps += 1
  })
  return { actor, clock, steps: () => steps }
}

const expired = (snapshot: { value: unknown; context: { error?: string }; hasTag: (tag: "error") => boolean }) => ({
  state: snapshot.value,
  shows: snapshot.context.error,
  failed: snapshot.hasTag("error"),
})
const noLongerPayable = { state: "expired", shows: errors.orderNotPayable, failed: true }

describe("the pay screen's countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(start)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("stays payable, untouched, until the order expires, then can no longer be paid", async () => {
    const { actor, clock, steps } = await payFor(15 * minute)
    expect(actor.getSnapshot().value).toBe("ready")
    clock.advance(15 * minute - 1)
    expect(actor.getSnapshot().value).toBe("ready")
    // The countdown is the screen's: the chart takes no step before the expiry.
    expect(steps()).toBe(0)
    clock.advance(1)
    expect(expired(actor.getSnapshot())).toEqual(noLongerPayable)
    actor.stop()
  })

  it("waits for an expiry a month away without firing early (a timer holds at most 2^31 - 1 ms)", async () => {
    const { actor, clock, steps } = await payFor(30 * day)
    clock.advance(day)
    expect(actor.getSnapshot().value).toBe("ready")
    expect(steps()).toBe(0)
    clock.advance(29 * day - 1)
    expect(actor.getSnapshot().value).toBe("ready")
    clock.advance(1)
    expect(expired(actor.getSnapshot())).toEqual(noLongerPayable)
    actor.stop()
  })

  it("keeps the cancel question open past the expiry; the order kept then can no longer be paid", async () => {
    const { actor, clock } = await payFor(minute)
    actor.send({ type: "cancel" })
    clock.advance(2 * minute)
    expect(actor.getSnapshot().value).toBe("askingCancel")
    actor.send({ type: "cancel.keep" })
    clock.advance(1)
    expect(expired(actor.getSnapshot())).toEqual(noLongerPayable)
    actor.stop()
  })
})
