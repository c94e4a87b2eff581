// Issue 14: the charts of orders paid with crypto branch on a refusal's `_tag`, never on its code or text. The
// refusals are the contract's own tagged errors, as the derived client decodes them (spec 2 §4: already processed
// on confirm is a success, on the pay screen and on a re-confirm from the status screen alike; spec 2 §8: Not
// payable reads 'Order can no longer be paid. Please create a new order.').
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { offrampPayMachine } from "../../machines/offrampPay.ts"
import { offrampStatusMachine } from "../../machines/offrampStatus.ts"
import { InvalidRequest } from "../../schema/errors.ts"
import type { OfframpOrderRead } from "../../schema/offrampModels.ts"
import { OrderAlreadyProcessed, OrderNotPayable, TransactionHashUsed } from "../../schema/orderRefusals.ts"
import { offrampOrders } from "../model/offrampFixtures.ts"

const hash = `0x${"cd".repeat(32)}`
const alreadyProcessed = new OrderAlreadyProcessed({
  code: "ALREADY_PROCESSED",
  message: "The order is already processed",
})

/** The pay chart over an initiated order whose confirmation is refused with `refusal`; `toasts` are what it told. */
const payRefusedWith = async (refusal: unknown) => {
  const toasts: Array<string> = []
  const actor = createActor(
    offrampPayMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => offrampOrders.initiated as OfframpOrderRead),
        confirmOrder: fromPromise<OfframpOrderRead, { orderId: string; hash: string }>(async () => {
          throw refusal
        }),
      },
    }),
    { input: { orderId: "order-1" } },
  )
  actor.on("toast", (toast) => toasts.push(toast.text))
  actor.start()
  await waitFor(actor, (s) => s.matches("ready"))
  actor.send({ type: "hash.change", value: hash })
  actor.send({ type: "hash.submit" })
  return Object.assign(await waitFor(actor, (s) => !s.hasTag("loading")), { toasts })
}

describe("paying an order", () => {
  it("takes OrderAlreadyProcessed as paid", async () => {
    const end = await payRefusedWith(alreadyProcessed)
    expect(end.status).toBe("done")
    expect(end.output).toEqual({ orderId: "order-1", outcome: "paid" })
  })

  it("does not take an InvalidRequest as paid because its code or text says so", async () => {
    const end = await payRefusedWith(
      new InvalidRequest({ code: "ALREADY_PROCESSED", message: "The order is already processed" }),
    )
    expect(end.status).toBe("active")
    expect(end.toasts).toEqual(["The order is already processed"])
  })

  it("shows OrderNotPayable as the order that can no longer be paid", async () => {
    const end = await payRefusedWith(new OrderNotPayable({ code: "NOT_PAYABLE", message: "from the server" }))
    expect(end.hasTag("error")).toBe(true)
    expect(end.context.error).toBe("Order can no longer be paid. Please create a new order.")
  })

  it("toasts any other refusal's message (spec 2 §8) and lets the user try again", async () => {
    const used = "This transaction hash was already used for another order."
    const end = await payRefusedWith(new TransactionHashUsed({ code: "HASH_USED", message: used }))
    expect(end.matches("ready")).toBe(true)
    expect(end.toasts).toEqual([used])
    expect(end.context.error).toBeUndefined()
  })
})

describe("correcting an invalid transaction on the status screen", () => {
  it("takes OrderAlreadyProcessed as success: the order is read again and no error shows", async () => {
    const reads = [offrampOrders.invalid, offrampOrders.pending] as ReadonlyArray<OfframpOrderRead>
    let read = 0
    const actor = createActor(
      offrampStatusMachine.provide({
        actors: {
          loadOrder: fromPromise(async () => reads[0] as OfframpOrderRead),
          pollOrder: fromPromise(async () => reads[Math.min(++read, reads.length - 1)] as OfframpOrderRead),
          confirmOrder: fromPromise<OfframpOrderRead, { orderId: string; hash: string }>(async () => {
            throw alreadyProcessed
          }),
        },
      }),
      { input: { orderId: "order-1" } },
    ).start()
    await waitFor(actor, (s) => s.matches("invalid"))
    actor.send({ type: "hash.change", value: hash })
    actor.send({ type: "hash.submit" })
    const shown = await waitFor(actor, (s) => s.context.order?.status === "offramp_pending")
    expect(shown.context.error).toBeUndefined()
    actor.stop()
  })
})
