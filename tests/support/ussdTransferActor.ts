// The order-in-progress chart (machines/ussdTransfer.ts) on a live actor with a simulated clock, for the unit tests
// that state its timing and once-only rules: its order reads and swap calls answer as a test gives them.
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { ussdTransferMachine } from "../../machines/ussdTransfer.ts"
import type { UssdTransferInput } from "../../machines/ussdTransferContext.ts"
import type { BuySwap, PublicOnrampOrder } from "../../schema/onrampModels.ts"

export type Read = { order: PublicOnrampOrder; at: number }
export type Call = "confirmSwap" | "initTransfer" | "verifyOtp"

/** A chart whose order reads answer `reads` in turn (the last one again), and whose swap calls answer as given;
 * each call made is recorded with its input. */
export const startUssdTransfer = (
  reads: ReadonlyArray<Read>,
  calls: Partial<Record<Call, () => Promise<BuySwap>>> = {},
  input: Partial<UssdTransferInput> = {},
) => {
  const clock = new SimulatedClock()
  const made: Array<{ call: Call; input: unknown }> = []
  let readCount = 0
  const call = <Input>(name: Call) =>
    fromPromise<BuySwap, Input>(async ({ input: given }) => {
      made.push({ call: name, input: given })
      const answer = calls[name]
      if (!answer) throw new Error(`${name} was not expected`)
      return answer()
    })
  const machine = ussdTransferMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => {
        const answer = reads[Math.min(readCount, reads.length - 1)]
        readCount += 1
        if (!answer) throw new Error("no order")
        return answer
      }),
      confirmSwap: call("confirmSwap"),
      initTransfer: call("initTransfer"),
      verifyOtp: call("verifyOtp"),
      setRedirected: fromPromise<unknown, { readonly orderId: string }>(async () => ({})),
    },
  })
  const emitted: Array<{ type: string }> = []
  const actor = createActor(machine, { input: { orderId: "order-1", ...input }, clock })
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, clock, made, emitted, reads: () => readCount }
}
