// The order-in-progress chart's timing and once-only rules, on a live actor with a simulated clock: retry cooldowns
// counted from lastTransferAttemptAt (60 s for a prompt, 30 s for an OTP), the OTP flow starting once per swap, I
// Transferred waiting for the OTP, an already-processed confirm read as done, the 3 s refetch leaving the page, and
// leaving without a cancel once the buyer was handed off to pay.
import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { errors } from "../../schema/messages.ts"
import { attempted, instructions, read, swapFailures, swapOf } from "../model/ussdFixtures.ts"
import { type Read, startUssdTransfer } from "../support/ussdTransferActor.ts"

const settled = (actor: ReturnType<typeof startUssdTransfer>["actor"]) =>
  waitFor(actor, (s) => !s.hasTag("loading") && !s.hasTag("busy"))

/** A read whose swap's latest attempt was `seconds` before the read. */
const readAttempted = (transfer: (typeof instructions)[keyof typeof instructions], seconds: number): Read => {
  const base = read(swapOf(transfer))
  return {
    at: base.at,
    order: {
      ...base.order,
      buySwap: { ...base.order.buySwap, lastTransferAttemptAt: new Date(base.at - seconds * 1000).toISOString() },
    },
  }
}

describe("retry cooldown", () => {
  it("a prompt sent 20 s before the page opened may be sent again 40 s later, not sooner", async () => {
    const { actor, clock } = startUssdTransfer([readAttempted(instructions.stkPush, 20)])
    await settled(actor)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    actor.send({ type: "transfer.start" })
    expect(actor.getSnapshot().matches({ active: "ready" })).toBe(true)
    clock.increment(39_999)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.coolingDown).toBe(false)
  })

  it("an OTP resend waits 30 s: an attempt 40 s old allows it at once", async () => {
    const { actor } = startUssdTransfer([readAttempted(instructions.otp, 40)])
    await settled(actor)
    expect(actor.getSnapshot().context.coolingDown).toBe(false)
  })

  it("a prompt the page just sent cools down for the full 60 s", async () => {
    const { actor, clock, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))], {
      initTransfer: async () => attempted(instructions.stkPush),
    })
    await settled(actor)
    actor.send({ type: "transfer.start" })
    await settled(actor)
    expect(emitted).toContainEqual({ type: "toast", kind: "success", text: "Transfer was initiated" })
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(59_999)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.coolingDown).toBe(false)
  })
})

describe("OTP flow", () => {
  it("starts the transfer by itself once, and says so for the device to remember", async () => {
    const { actor, made, emitted } = startUssdTransfer([read(swapOf(instructions.otp))], {
      initTransfer: async () => attempted(instructions.otp),
    })
    await settled(actor)
    expect(made.map((one) => one.call)).toEqual(["initTransfer"])
    expect(emitted).toContainEqual({ type: "autoTransfer.started", swapId: "swap-1" })
  })

  it("does not start it again on a device that already did, even with no attempt on the swap", async () => {
    const { actor, made } = startUssdTransfer([read(swapOf(instructions.otp))], {}, { autoTransferred: ["swap-1"] })
    await settled(actor)
    expect(made).toEqual([])
  })

  it("keeps I Transferred from confirming until the code is verified", async () => {
    const verified = { ...attempted(instructions.otp), transferInstructions: { ...instructions.otp } }
    const { actor, made } = startUssdTransfer(
      [read(attempted(instructions.otp))],
      { verifyOtp: async () => verified, confirmSwap: async () => swapOf(instructions.otp, "buyer_confirmed") },
      { autoTransferred: ["swap-1"] },
    )
    await settled(actor)
    actor.send({ type: "order.confirm" })
    expect(made).toEqual([])
    actor.send({ type: "otp.change", value: "123456" })
    actor.send({ type: "otp.verify" })
    await settled(actor)
    actor.send({ type: "order.confirm" })
    await waitFor(actor, (s) => s.status === "done")
    expect(made.map((one) => one.call)).toEqual(["verifyOtp", "confirmSwap"])
    expect(actor.getSnapshot().value).toBe("statusPage")
  })
})

describe("confirming and following the order", () => {
  it("reads an already-processed confirm as done: the order is read again and followed", async () => {
    const { actor, reads } = startUssdTransfer(
      [read(swapOf(instructions.stkPush)), read(swapOf(instructions.stkPush, "buyer_confirmed"))],
      {
        confirmSwap: () => Promise.reject(swapFailures.alreadyProcessed),
      },
    )
    await settled(actor)
    actor.send({ type: "order.confirm" })
    await waitFor(actor, (s) => s.status === "done")
    expect(reads()).toBe(2)
    expect(actor.getSnapshot().value).toBe("statusPage")
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it("shows the server's refusal and stays when a confirm fails otherwise", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))], {
      confirmSwap: () => Promise.reject(swapFailures.expired),
    })
    await settled(actor)
    actor.send({ type: "order.confirm" })
    await settled(actor)
    expect(actor.getSnapshot().matches({ active: "ready" })).toBe(true)
    expect(emitted).toContainEqual({ type: "toast", kind: "error", text: swapFailures.expired.message })
  })

  // Spec 2 §8 "Confirm order fails": the confirm call's defaults when the server sent no message of its own.
  it("a confirm (I Transferred) that fails without a message says 'Failed to confirm the order'", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))], {
      confirmSwap: () => Promise.reject(new Error("network down")),
    })
    await settled(actor)
    actor.send({ type: "order.confirm" })
    await settled(actor)
    expect(emitted).toContainEqual({ type: "toast", kind: "error", text: errors.failedToConfirmTheOrder })
  })

  it("a reject (Cancel Order) that fails without a message says 'Failed to reject the order'", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))], {
      confirmSwap: () => Promise.reject(new Error("network down")),
    })
    await settled(actor)
    actor.send({ type: "order.cancel" })
    await settled(actor)
    expect(emitted).toContainEqual({ type: "toast", kind: "error", text: errors.failedToRejectTheOrder })
  })

  it("reads the order every 3 s and ends the page when it expires", async () => {
    const { actor, clock, reads } = startUssdTransfer([
      read(swapOf(instructions.stkPush)),
      read(swapOf(instructions.stkPush, "expired")),
    ])
    await settled(actor)
    clock.increment(2_999)
    expect(reads()).toBe(1)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches("closed"))
    expect(reads()).toBe(2)
  })
})

// Issue 13: the widget's own hand-off to pay (the dialer, a prompt on the phone, the payment page) is not leaving.
describe("leaving after the buyer was handed off to pay", () => {
  it("dialling the code says which swap was dialled, and leaving then goes without asking or cancelling", async () => {
    const { actor, made, emitted } = startUssdTransfer([read(swapOf(instructions.ussdPin))])
    await settled(actor)
    actor.send({ type: "pin.change", value: "1234" })
    actor.send({ type: "ussd.dial" })
    expect(emitted).toContainEqual({ type: "dialer.open", code: "*334*1*ORDER-1*2000*1234#", swapId: "swap-1" })
    actor.send({ type: "leave.request" })
    expect(actor.getSnapshot().value).toBe("left")
    expect(made).toEqual([])
  })

  it("a code dialled on this device before a reload keeps the order too", async () => {
    const { actor, made } = startUssdTransfer([read(swapOf(instructions.ussdPin))], {}, { dialled: ["swap-1"] })
    await settled(actor)
    actor.send({ type: "leave.request" })
    expect(actor.getSnapshot().value).toBe("left")
    expect(made).toEqual([])
  })

  it("a prompt already sent to the phone, or the payment page opened, keeps the order", async () => {
    const redirected = read(swapOf(instructions.redirect))
    for (const answer of [
      read(attempted(instructions.stkPush)),
      { ...redirected, order: { ...redirected.order, redirected: true } },
    ]) {
      const { actor, made } = startUssdTransfer([answer])
      await settled(actor)
      actor.send({ type: "leave.request" })
      expect(actor.getSnapshot().value).toBe("left")
      expect(made).toEqual([])
    }
  })

  it("a prompt found sent while the question shows: leaving then keeps the order", async () => {
    const { actor, clock, made } = startUssdTransfer([
      read(swapOf(instructions.stkPush)),
      read(attempted(instructions.stkPush)),
    ])
    await settled(actor)
    actor.send({ type: "leave.request" })
    expect(actor.getSnapshot().context.leaveAsked).toBe(true)
    // The 3 s read finds the prompt sent to the phone.
    clock.increment(3_000)
    await waitFor(actor, (s) => s.context.order?.buySwap.lastTransferAttemptAt !== null)
    actor.send({ type: "leave.confirm" })
    expect(actor.getSnapshot().value).toBe("left")
    expect(made).toEqual([])
  })

  it("an order nobody started paying asks, and cancels once the buyer confirms leaving", async () => {
    const { actor, made } = startUssdTransfer([read(swapOf(instructions.ussdPin))], {
      confirmSwap: () => Promise.resolve(swapOf(instructions.ussdPin, "buyer_rejected")),
    })
    await settled(actor)
    actor.send({ type: "leave.request" })
    expect(actor.getSnapshot().context.leaveAsked).toBe(true)
    actor.send({ type: "leave.confirm" })
    await waitFor(actor, (s) => s.status === "done")
    expect(made.map((one) => one.call)).toEqual(["confirmSwap"])
  })
})

// What the buyer feels beyond the page is asked of the runner as effects (screens/wiring/ussdTransfer.ts).
describe("effects beyond the page", () => {
  it("closing the page after the browser asked cancels an order nobody started paying, as the page unloads", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))])
    await settled(actor)
    actor.send({ type: "page.hide", asked: false })
    expect(emitted.filter((e) => e.type === "order.cancelOnUnload")).toEqual([])
    actor.send({ type: "page.hide", asked: true })
    expect(emitted).toContainEqual({ type: "order.cancelOnUnload", swapId: "swap-1" })
  })

  it("closing the page once a prompt was sent to the phone cancels nothing", async () => {
    const { actor, emitted } = startUssdTransfer([read(attempted(instructions.stkPush))])
    await settled(actor)
    actor.send({ type: "page.hide", asked: true })
    expect(emitted.filter((e) => e.type === "order.cancelOnUnload")).toEqual([])
  })

  it("Go to payment opens the bank's page in this window, and back from it the order is read again", async () => {
    const { actor, emitted, reads } = startUssdTransfer([read(swapOf(instructions.redirect))], {
      initTransfer: async () => attempted(instructions.redirect),
    })
    await settled(actor)
    actor.send({ type: "transfer.start" })
    await waitFor(actor, (s) => s.matches("redirected"))
    expect(emitted).toContainEqual({ type: "page.open", url: "/sandbox/pay/swap-1" })
    actor.send({ type: "page.restored" })
    await waitFor(actor, (s) => s.matches("active"))
    expect(reads()).toBe(2)
  })

  it("Show status goes on to the status page of this order", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))])
    await settled(actor)
    actor.send({ type: "status.show" })
    expect(emitted).toContainEqual({ type: "statusPage.open", orderId: "order-1" })
  })

  it("a detail's copy button puts its value on the clipboard", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.stkPush))])
    await settled(actor)
    actor.send({ type: "detail.copy", value: "ORDER-1" })
    expect(emitted).toContainEqual({ type: "clipboard.copy", text: "ORDER-1" })
  })
})
