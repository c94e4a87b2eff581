// The background work of off-ramp orders, every second for as long as the server runs: expire unpaid orders, follow
// payments on chain, start payouts (and, in the sandbox, settle them after payoutSeconds), send and follow refunds.
// Status posts are delivered by the on-ramp's callback job, which reads the same queue.
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { Chain } from "../chain/chain.ts"
import { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import { followPayments } from "./payments.ts"
import { confirmRefunds, sendRefunds, settlePayouts, startPayouts } from "./payouts.ts"
import { move } from "./transitions.ts"
import { paymentChecker } from "./verify.ts"

const everySecond = <A, E, R>(name: string, round: Effect.Effect<A, E, R>) =>
  round.pipe(
    Effect.catchCause((cause) => Effect.logWarning(`${name} round failed`, cause)),
    Effect.repeat(Schedule.spaced("1 second")),
    Effect.forkScoped,
  )

/** Orders past their expiry that were never paid (or whose hash was refused and no other was given). */
export const expireUnpaid = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const due = yield* sql<{ id: string }>`SELECT id FROM offramp_orders
    WHERE status IN ('initiated', 'transaction_invalid') AND expires_at <= now() ORDER BY expires_at LIMIT 50`
  for (const { id } of due) yield* move(sql, id, "expired")
}).pipe(Effect.orDie)

export const OfframpJobsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const settings = yield* Settings
    const sql = yield* SqlClient.SqlClient
    const chain = yield* Chain
    const withSql = Effect.provideService(SqlClient.SqlClient, sql)

    yield* everySecond("Off-ramp expiry", withSql(expireUnpaid))
    // A payment confirmed in a round has its payout started in the same round.
    yield* everySecond(
      "Off-ramp payments",
      withSql(Effect.andThen(followPayments(paymentChecker(chain)), startPayouts)),
    )
    if (config.sandbox) {
      yield* everySecond(
        "Sandbox payouts",
        Effect.gen(function* () {
          const seconds = (yield* settings.get).payoutSeconds
          if (seconds > 0) yield* withSql(settlePayouts(seconds))
        }),
      )
    }
    yield* everySecond("Off-ramp refunds", withSql(sendRefunds(chain)))
    yield* everySecond("Off-ramp refund confirmation", withSql(confirmRefunds(chain)))
  }),
)
