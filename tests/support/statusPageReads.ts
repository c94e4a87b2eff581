// The on-ramp status page's chart over a scripted series of order reads, one every 5 s on a simulated clock, and what
// the page holds after each (tests/unit/swapStatusDeposit.test.ts, swapStatusReads.test.ts).
import { type Actor, createActor, fromPromise, SimulatedClock, type SnapshotFrom, waitFor } from "xstate"
import { type OrderRewardEntry, swapStatusMachine } from "../../machines/swapStatus.ts"
import type { OnrampOrderRead } from "../../schema/onrampModels.ts"
import { timings } from "../../schema/timings.ts"

type StatusPage = typeof swapStatusMachine

/** `look` at the page after each of `reads` has shown; `listen` is attached before the page starts. */
export const afterEachRead = async <A>(
  reads: ReadonlyArray<OnrampOrderRead>,
  look: (shown: SnapshotFrom<StatusPage>) => A,
  listen: (page: Actor<StatusPage>) => void = () => {},
): Promise<ReadonlyArray<A>> => {
  let read = 0
  const clock = new SimulatedClock()
  const page = createActor(
    swapStatusMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => reads[Math.min(read++, reads.length - 1)] as OnrampOrderRead),
        loadRewards: fromPromise<ReadonlyArray<OrderRewardEntry>, string>(async () => []),
      },
    }),
    { input: { orderId: "order-1", receiptPrompted: true }, clock },
  )
  listen(page)
  page.start()
  const looks: Array<A> = []
  for (const [index, order] of reads.entries()) {
    if (index > 0) clock.increment(timings.statusPoll)
    looks.push(look(await waitFor(page, (s) => s.context.order === order && !s.matches({ watching: "refreshing" }))))
  }
  page.stop()
  return looks
}
