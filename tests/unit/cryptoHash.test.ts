// The transaction hash the user gives, on the pay screen and in the status screen's correction (spec 2 §2 Off-ramp pay
// and status, Buy-goods Pay; §5 Transaction hash is required): a box of spaces is no hash, and a hash pasted with the
// spaces a copy brings along is confirmed without them.
import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import { offrampPayMachine } from "../../machines/offrampPay.ts"
import { offrampStatusMachine } from "../../machines/offrampStatus.ts"
import { validation } from "../../schema/messages.ts"
import type { OfframpOrderRead } from "../../schema/offrampModels.ts"
import { offrampOrders } from "../model/offrampFixtures.ts"

const hash = `0x${"cd".repeat(32)}`

/** A confirmation that answers the order paid, recording the hash each call was given. */
const confirming = () => {
  const asked: Array<string> = []
  const confirmOrder = fromPromise<OfframpOrderRead, { orderId: string; hash: string }>(async ({ input }) => {
    asked.push(input.hash)
    return offrampOrders.validating as OfframpOrderRead
  })
  return { asked, confirmOrder }
}

/** The pay chart over an initiated order, ready for a hash. */
const payScreen = async () => {
  const { asked, confirmOrder } = confirming()
  const actor = createActor(
    offrampPayMachine.provide({
      actors: { loadOrder: fromPromise(async () => offrampOrders.initiated as OfframpOrderRead), confirmOrder },
    }),
    { input: { orderId: "order-1" } },
  ).start()
  await waitFor(actor, (s) => s.matches("ready"))
  return { actor, asked }
}

/** The status chart over an order whose transaction was found invalid, waiting for the right hash. */
const correction = async () => {
  const { asked, confirmOrder } = confirming()
  const actor = createActor(
    offrampStatusMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => offrampOrders.invalid as OfframpOrderRead),
        pollOrder: fromPromise(async () => offrampOrders.invalid as OfframpOrderRead),
        confirmOrder,
      },
    }),
    { input: { orderId: "order-1" } },
  ).start()
  await waitFor(actor, (s) => s.matches("invalid"))
  return { actor, asked }
}

const give = (actor: AnyActorRef, value: string) => {
  actor.send({ type: "hash.change", value })
  actor.send({ type: "hash.submit" })
}

describe.each([
  ["the pay screen", payScreen],
  ["the status screen's correction", correction],
])("%s", (_, open) => {
  it("takes a box of spaces as no hash: Transaction hash is required, nothing is confirmed", async () => {
    const { actor, asked } = await open()
    give(actor, "   ")
    expect(actor.getSnapshot().context.error).toBe(validation.transactionHashRequired)
    expect(actor.getSnapshot().hasTag("loading")).toBe(false)
    expect(asked).toEqual([])
    actor.stop()
  })

  it("confirms a pasted hash without the spaces around it", async () => {
    const { actor, asked } = await open()
    give(actor, `  ${hash} `)
    await waitFor(actor, (s) => !s.hasTag("loading"))
    expect(asked).toEqual([hash])
    actor.stop()
  })
})
