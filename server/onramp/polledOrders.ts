// The public order read, which the widget polls (most polls see no change), answered from memory while nothing can
// have changed the order: an entry is used only when this process has written nothing to the database since before
// its query was sent (server/database/writes.ts), and for at most a second, the time README allows a replica's caches
// for what other replicas write. So a change this process made is in the next read once the call that made it has
// answered; another replica's change is in every read that starts a second after its commit. Polls that find no
// entry at once share one query, under the same rule.
import { Deferred, Effect } from "effect"
import type { OnrampOrder, PublicOnrampOrder } from "../../schema/onrampModels.ts"
import { writeGeneration, writesAreWatched } from "../database/writes.ts"
import { publicOnrampOrder } from "./orderRows.ts"

const maxAgeMillis = 1000
/** Enough for every order being polled at once; the oldest entry goes first. */
const maxOrders = 10_000

interface Read {
  /** The write counter and the clock before the query was sent. */
  readonly generation: number
  readonly askedAt: number
}
interface Kept extends Read {
  readonly order: PublicOnrampOrder
}
interface InFlight extends Read {
  readonly answer: Deferred.Deferred<PublicOnrampOrder | undefined>
}

export const polledOrders = (read: (orderId: string) => Effect.Effect<OnrampOrder | undefined>) => {
  const kept = new Map<string, Kept>()
  const inFlight = new Map<string, InFlight>()
  const current = <E extends Read>(entry: E | undefined): entry is E =>
    entry !== undefined &&
    entry.generation === writeGeneration() &&
    performance.now() - entry.askedAt < maxAgeMillis &&
    writesAreWatched()

  return (orderId: string): Effect.Effect<PublicOnrampOrder | undefined> =>
    Effect.suspend(() => {
      const entry = kept.get(orderId)
      if (current(entry)) return Effect.succeed(entry.order)
      const flying = inFlight.get(orderId)
      if (current(flying)) return Deferred.await(flying.answer)
      const asked: InFlight = {
        generation: writeGeneration(),
        askedAt: performance.now(),
        answer: Deferred.makeUnsafe(),
      }
      inFlight.set(orderId, asked)
      return read(orderId).pipe(
        Effect.map((order) => {
          kept.delete(orderId)
          if (!order) return undefined
          const shown = publicOnrampOrder(order)
          kept.set(orderId, { order: shown, generation: asked.generation, askedAt: asked.askedAt })
          if (kept.size > maxOrders) kept.delete(kept.keys().next().value ?? orderId)
          return shown
        }),
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (inFlight.get(orderId) === asked) inFlight.delete(orderId)
            Deferred.doneUnsafe(asked.answer, exit)
          }),
        ),
        // One query answers the polls waiting on it, whichever of them goes away.
        Effect.uninterruptible,
      )
    })
}
