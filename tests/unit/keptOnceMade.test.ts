// The catalogue's answers made at the first request: kept once made, tried again after a failed try (a database
// hiccup at the first request must not break the catalogue until a restart).
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { keptOnceMade } from "../../server/catalog/keptOnceMade.ts"

describe("keptOnceMade", () => {
  it("tries again after a failure, then keeps the answer without making it again", async () => {
    let made = 0
    const make = Effect.suspend(() => {
      made += 1
      return made === 1 ? Effect.die("the database is not there") : Effect.succeed(`answer ${made}`)
    })
    const answers = await Effect.runPromise(
      Effect.gen(function* () {
        const kept = yield* keptOnceMade(make)
        const first = yield* Effect.exit(kept)
        return [first._tag, yield* kept, yield* kept]
      }),
    )
    expect(answers).toEqual(["Failure", "answer 2", "answer 2"])
    expect(made).toBe(2)
  })
})
