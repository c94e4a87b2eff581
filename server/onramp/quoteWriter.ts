// Quotes are stored in batches: while one INSERT is on its way, the quotes asked for meanwhile wait and go together
// in the next, so a burst of offers costs a few database round trips instead of one each. Every caller still
// answers only once its quote's row is stored (an order may spend it at once).
import { Deferred, Effect, type Exit, type Scope } from "effect"
import { SqlClient } from "effect/sql"

export type QuoteRow = Record<string, unknown>

interface Waiting {
  readonly row: QuoteRow
  readonly stored: Deferred.Deferred<void>
}

export const makeQuoteWriter: Effect.Effect<
  (row: QuoteRow) => Effect.Effect<void>,
  never,
  SqlClient.SqlClient | Scope.Scope
> = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const scope = yield* Effect.scope
  const waiting: Array<Waiting> = []
  let writing = false

  const writeAll = Effect.gen(function* () {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, waiting.length)
      // Never empty: the loop runs while some wait.
      const rows = batch.map((w) => w.row) as unknown as readonly [QuoteRow, ...Array<QuoteRow>]
      const exit: Exit.Exit<void> = yield* Effect.exit(
        sql`INSERT INTO onramp_quotes ${sql.insert(rows)}`.pipe(Effect.asVoid, Effect.orDie),
      )
      for (const w of batch) Deferred.doneUnsafe(w.stored, exit)
    }
  }).pipe(
    Effect.ensuring(
      Effect.sync(() => {
        writing = false
      }),
    ),
  )

  return (row: QuoteRow) =>
    Effect.gen(function* () {
      const stored = yield* Deferred.make<void>()
      waiting.push({ row, stored })
      if (!writing) {
        writing = true
        yield* Effect.forkIn(writeAll, scope)
      }
      yield* Deferred.await(stored)
    })
})
