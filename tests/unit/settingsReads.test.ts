// The operator settings are read by the front door on every request and kept for a second (README: what a replica
// caches is at most a second old). Under load, the calls that find them a second old must not each read the
// database (on the embedded database one connection: each read queued behind the others), and a request must not
// wait for a read while it is steadily called.
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { defaultOperatorSettings } from "../../schema/sandbox.ts"
import { Settings } from "../../server/settings/repository.ts"

/** A database that answers the settings row after `readMillis`; counts the reads and when each was sent. */
const slowDatabase = (readMillis: number) => {
  const sent: Array<number> = []
  const sql = (strings: TemplateStringsArray) => {
    if (!strings.join("?").includes("FROM settings")) return Effect.die(`unexpected statement ${strings.join("?")}`)
    return Effect.suspend(() => {
      sent.push(Date.now())
      // Each read answers the time it was sent as the quote's lifetime, so a caller sees which read it got.
      return Effect.as(Effect.sleep(readMillis), [{ value: { quoteSeconds: sent.length } }])
    })
  }
  return { sent, layer: Layer.succeed(SqlClient.SqlClient, sql as unknown as SqlClient.SqlClient) }
}

const withSettings = <A>(database: ReturnType<typeof slowDatabase>, use: Effect.Effect<A, never, Settings>) =>
  Effect.runPromise(Effect.scoped(Effect.provide(use, Settings.layer.pipe(Layer.provide(database.layer)))))

describe("operator settings kept for a second", () => {
  it("calls that find them a second old share one read of the database", async () => {
    const database = slowDatabase(50)
    const answers = await withSettings(
      database,
      Effect.gen(function* () {
        const settings = yield* Settings
        yield* settings.get
        yield* Effect.sleep(1100)
        return yield* Effect.all(
          Array.from({ length: 20 }, () => settings.get),
          { concurrency: "unbounded" },
        )
      }),
    )
    expect(database.sent).toHaveLength(2)
    expect(new Set(answers.map((a) => a.quoteSeconds))).toEqual(new Set([2]))
  })

  it("answers steady calls without waiting for the database, and never a value read a second ago or more", async () => {
    const database = slowDatabase(200)
    const calls = await withSettings(
      database,
      Effect.gen(function* () {
        const settings = yield* Settings
        yield* settings.get
        const calls: Array<{ at: number; took: number; read: number }> = []
        for (let i = 0; i < 25; i++) {
          yield* Effect.sleep(100)
          const at = Date.now()
          const answer = yield* settings.get
          calls.push({ at, took: Date.now() - at, read: answer.quoteSeconds })
        }
        return calls
      }),
    )
    // 2.5 s of calls every 100 ms: none waits for a 200 ms read. A call that waits takes the read's 200 ms at least;
    // 180 leaves room for a busy machine's timers without letting a wait pass.
    expect(calls.filter((c) => c.took >= 180)).toEqual([])
    for (const call of calls) {
      const sentAt = database.sent[call.read - 1] ?? 0
      expect(call.at - sentAt).toBeLessThan(1000)
    }
    // Fewer reads than calls: the value is kept, not read again for each call.
    expect(database.sent.length).toBeLessThan(10)
  })

  it("answers the defaults when no settings were ever saved", async () => {
    const sql = () => Effect.succeed([])
    const answer = await Effect.runPromise(
      Effect.scoped(
        Effect.provide(
          Effect.flatMap(Effect.service(Settings), (s) => s.get),
          Settings.layer.pipe(Layer.provide(Layer.succeed(SqlClient.SqlClient, sql as unknown as SqlClient.SqlClient))),
        ),
      ),
    )
    expect(answer).toEqual(defaultOperatorSettings)
  })
})
