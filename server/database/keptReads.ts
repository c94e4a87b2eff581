// A read the widget repeats (an order polled, a bearer token checked on every private call; most repeats see no
// change) answered from memory while nothing can have changed it: an entry is used only when this process has written
// nothing to the database since before its query was sent (./writes.ts), and for at most a second, the time README
// allows a replica's caches for what other replicas write. So a change this process made is in the next read once the
// call that made it has answered; another replica's change is in every read that starts a second after its commit.
// Reads that find no entry at once share one query, under the same rule.
import { Deferred, Effect } from "effect"
import { writeGeneration, writesAreWatched } from "./writes.ts"

const maxAgeMillis = 1000
/** Enough for every order being polled at once; the oldest entry goes first. */
const maxEntries = 10_000

interface Read {
  /** The write counter and the clock before the query was sent. */
  readonly generation: number
  readonly askedAt: number
}
interface Kept<A> extends Read {
  readonly value: A
}
interface InFlight<A> extends Read {
  readonly answer: Deferred.Deferred<A>
}

/** `read` answered from memory under the rule above, per distinct arguments (ids: no argument holds a NUL). */
export const keptReads = <Args extends ReadonlyArray<string>, A>(read: (...args: Args) => Effect.Effect<A>) => {
  const kept = new Map<string, Kept<A>>()
  const inFlight = new Map<string, InFlight<A>>()
  const current = <E extends Read>(entry: E | undefined): entry is E =>
    entry !== undefined &&
    entry.generation === writeGeneration() &&
    performance.now() - entry.askedAt < maxAgeMillis &&
    writesAreWatched()

  return (...args: Args): Effect.Effect<A> =>
    Effect.suspend(() => {
      const key = args.join("\0")
      const entry = kept.get(key)
      if (current(entry)) return Effect.succeed(entry.value)
      const flying = inFlight.get(key)
      if (current(flying)) return Deferred.await(flying.answer)
      const asked: InFlight<A> = {
        generation: writeGeneration(),
        askedAt: performance.now(),
        answer: Deferred.makeUnsafe(),
      }
      inFlight.set(key, asked)
      return read(...args).pipe(
        Effect.map((value) => {
          kept.delete(key)
          kept.set(key, { value, generation: asked.generation, askedAt: asked.askedAt })
          if (kept.size > maxEntries) kept.delete(kept.keys().next().value ?? key)
          return value
        }),
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (inFlight.get(key) === asked) inFlight.delete(key)
            Deferred.doneUnsafe(asked.answer, exit)
          }),
        ),
        // One query answers the reads waiting on it, whichever of them goes away.
        Effect.uninterruptible,
      )
    })
}
