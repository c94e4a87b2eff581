// The order-in-progress page's cooldown and once-only rules where a delay or a call's payload states them best, on
// a live actor with a simulated clock (spec 2 §2: a prompt sent cools down 60 s from its attempt, the OTP flow starts
// by itself once per swap; spec 2 §5: the SIM PIN of a USSD code, an empty PIN refused; the code typed is sent as
// the buyer meant it, without the spaces around it).
import { describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { leaveCancels } from "../../machines/ussdTransfer.ts"
import { validation } from "../../schema/messages.ts"
import type { BuySwap } from "../../schema/onrampModels.ts"
import { instructions, read, readAt, swapFailures, swapOf } from "../model/ussdFixtures.ts"
import { startUssdTransfer } from "../support/ussdTransferActor.ts"

const settled = (actor: ReturnType<typeof startUssdTransfer>["actor"]) =>
  waitFor(actor, (s) => !s.hasTag("loading") && !s.hasTag("busy") && !s.matches({ active: { ready: "reading" } }))

/** The swap with its latest attempt `seconds` after the first read (negative: before it). */
const attemptedAt = (swap: BuySwap, seconds: number): BuySwap => ({
  ...swap,
  lastTransferAttemptAt: new Date(readAt + seconds * 1000).toISOString(),
})

describe("the retry cooldown counts from the attempt", () => {
  it("a prompt sent 10 s after the page read the order cools down 60 s from the send, not 70 s", async () => {
    const { actor, clock } = startUssdTransfer([read(swapOf(instructions.stkPush))], {
      initTransfer: async () => attemptedAt(swapOf(instructions.stkPush), 10),
    })
    await settled(actor)
    actor.send({ type: "transfer.start" })
    await settled(actor)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(59_999)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.coolingDown).toBe(false)
  })

  it("a prompt found sent again by a later read (another tab) cools down 60 s from that one, the older end gone", async () => {
    const first = { order: read(attemptedAt(swapOf(instructions.stkPush), -20)).order, at: readAt }
    // 3 s later the order shows a prompt sent at that moment.
    const later = { order: read(attemptedAt(swapOf(instructions.stkPush), 3)).order, at: readAt + 3000 }
    const { actor, clock, reads } = startUssdTransfer([first, later])
    await settled(actor)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(3000)
    await waitFor(actor, () => reads() === 2)
    await settled(actor)
    // 40 s after the page opened the first attempt's cooldown would be over; the later one holds until 63 s.
    clock.increment(37_000)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(22_999)
    expect(actor.getSnapshot().context.coolingDown).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.coolingDown).toBe(false)
  })

  it("a USSD code or the payment page has no cooldown: an attempt made just now does not hold the retry", async () => {
    for (const transfer of [instructions.ussdPin, instructions.redirect]) {
      const { actor } = startUssdTransfer([read(attemptedAt(swapOf(transfer), 0))])
      await settled(actor)
      expect(actor.getSnapshot().context.coolingDown).toBe(false)
    }
  })
})

describe("the OTP flow starts by itself once per swap", () => {
  it("not when an earlier attempt exists, even on a device that never started it", async () => {
    const { actor, made } = startUssdTransfer([read(attemptedAt(swapOf(instructions.otp), -40))])
    await settled(actor)
    expect(made).toEqual([])
    expect(actor.getSnapshot().matches({ active: "ready" })).toBe(true)
  })

  it("a start that failed is not made again when a later read still shows no attempt", async () => {
    const { actor, clock, made, reads } = startUssdTransfer([read(swapOf(instructions.otp))], {
      initTransfer: () => Promise.reject(swapFailures.requestFailed),
    })
    await settled(actor)
    expect(made.map((one) => one.call)).toEqual(["initTransfer"])
    clock.increment(3000)
    await waitFor(actor, () => reads() === 2)
    await settled(actor)
    expect(made.map((one) => one.call)).toEqual(["initTransfer"])
    expect(actor.getSnapshot().context.autoTransferred).toEqual(["swap-1"])
  })
})

describe("the code and the PIN typed", () => {
  const otpRead = read(attemptedAt(swapOf(instructions.otp), 0))

  it("the code is sent without the spaces around it, and the field is emptied once verified", async () => {
    const verified = { ...attemptedAt(swapOf(instructions.otp), 0) }
    const { actor, made } = startUssdTransfer(
      [otpRead],
      { verifyOtp: async () => verified },
      { autoTransferred: ["swap-1"] },
    )
    await settled(actor)
    actor.send({ type: "otp.change", value: " 123456 " })
    actor.send({ type: "otp.verify" })
    await settled(actor)
    expect(made).toEqual([{ call: "verifyOtp", input: { swapId: "swap-1", code: "123456" } }])
    expect(actor.getSnapshot().context.otp).toBe("")
    expect(actor.getSnapshot().context.otpVerified).toBe(true)
  })

  it("a code of spaces is not sent", async () => {
    const { actor, made } = startUssdTransfer([otpRead], {}, { autoTransferred: ["swap-1"] })
    await settled(actor)
    actor.send({ type: "otp.change", value: "   " })
    actor.send({ type: "otp.verify" })
    expect(actor.getSnapshot().matches({ active: "ready" })).toBe(true)
    expect(made).toEqual([])
  })

  it("a PIN of spaces is no PIN: the code is not dialled", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.ussdPin))])
    await settled(actor)
    actor.send({ type: "pin.change", value: "   " })
    actor.send({ type: "ussd.dial" })
    expect(actor.getSnapshot().context.error).toBe(validation.pinRequired)
    expect(emitted.map((event) => event.type)).not.toContain("dialer.open")
  })

  it("the PIN goes into the code without the spaces around it", async () => {
    const { actor, emitted } = startUssdTransfer([read(swapOf(instructions.ussdPin))])
    await settled(actor)
    actor.send({ type: "pin.change", value: " 1234 " })
    actor.send({ type: "ussd.dial" })
    expect(emitted).toContainEqual({ type: "dialer.open", code: "*334*1*ORDER-1*2000*1234#", swapId: "swap-1" })
  })

  it("a USSD code without the PIN placeholder is dialled as given, no PIN asked", async () => {
    const plain = { ...instructions.ussdPin, ussdCode: "*334*1*ORDER-1*2000#" }
    const { actor, emitted } = startUssdTransfer([read(swapOf(plain))])
    await settled(actor)
    actor.send({ type: "ussd.dial" })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    expect(emitted).toContainEqual({ type: "dialer.open", code: "*334*1*ORDER-1*2000#", swapId: "swap-1" })
  })
})

describe("leaving the page cancels the order only while it is open here and nobody started paying", () => {
  it("not before the order is read, yes once open, no more once the code is dialled", async () => {
    const { actor } = startUssdTransfer([read(swapOf(instructions.ussdPin))])
    expect(leaveCancels(actor.getSnapshot())).toBe(false)
    await settled(actor)
    expect(leaveCancels(actor.getSnapshot())).toBe(true)
    actor.send({ type: "pin.change", value: "1234" })
    actor.send({ type: "ussd.dial" })
    expect(leaveCancels(actor.getSnapshot())).toBe(false)
  })

  it("not once the order is closed (rejected)", async () => {
    const { actor } = startUssdTransfer([read(swapOf(instructions.stkPush, "buyer_rejected"))])
    await waitFor(actor, (s) => s.matches("closed"))
    expect(leaveCancels(actor.getSnapshot())).toBe(false)
  })
})
