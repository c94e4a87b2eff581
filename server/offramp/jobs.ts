// The background work of off-ramp orders (server/jobs/scheduler.ts runs it): expire unpaid orders, follow payments
// on chain, start payouts (and, in the sandbox, settle them after payoutSeconds), send and follow refunds. Status
// posts are delivered by the on-ramp's callback job, which reads the same queue. Each job sleeps until it is woken
// by the work made for it, until the next moment its rows fall due, or at the latest until the safety cadence.
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Chain } from "../chain/chain.ts"
import { ServerConfig } from "../config.ts"
import { chainFollowUp, type Job, scheduleJobs, untilMoment } from "../jobs/scheduler.ts"
import { Settings } from "../settings/repository.ts"
import { followPayments, paymentLeaseSeconds } from "./payments.ts"
import { confirmRefunds, sendRefunds, settlePayouts, startPayouts } from "./payouts.ts"
import { move } from "./transitions.ts"
import { paymentChecker } from "./verify.ts"

/** Orders past their expiry that were never paid (or whose hash was refused and no other was given). */
export const expireUnpaid = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const due = yield* sql<{ id: string }>`SELECT id FROM offramp_orders
    WHERE status IN ('initiated', 'transaction_invalid') AND expires_at <= now() ORDER BY expires_at LIMIT 50`
  for (const { id } of due) yield* move(sql, id, "expired")
  return due.length
}).pipe(Effect.orDie)

export const OfframpJobsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const settings = yield* Settings
    const sql = yield* SqlClient.SqlClient
    const chain = yield* Chain
    const payoutSeconds = Effect.map(settings.get, (s) => s.payoutSeconds)

    const jobs: ReadonlyArray<Job<SqlClient.SqlClient>> = [
      {
        name: "offrampExpiry",
        label: "Off-ramp expiry",
        round: expireUnpaid,
        nextDue: () =>
          untilMoment(sql`SELECT min(expires_at) FROM offramp_orders
            WHERE status IN ('initiated', 'transaction_invalid')`),
      },
      {
        name: "offrampPayments",
        label: "Off-ramp payments",
        // A payment confirmed in a round has its payout started in the same round.
        round: Effect.andThen(followPayments(paymentChecker(chain)), startPayouts),
        // Each followed payment is read on chain again once its lease is over.
        nextDue: () =>
          untilMoment(sql`SELECT min(coalesce(checked_at + make_interval(secs => ${paymentLeaseSeconds}), now()))
            FROM offramp_orders
            WHERE status IN ('validating_transaction', 'awaiting_transaction_confirmation') AND hash IS NOT NULL`),
      },
      { name: "refundSending", label: "Off-ramp refunds", round: sendRefunds(chain) },
      {
        name: "refundConfirmation",
        label: "Off-ramp refund confirmation",
        round: confirmRefunds(chain),
        // A refund not mined yet is read again; a broadcast that failed is made again.
        nextDue: () =>
          Effect.map(
            sql`SELECT 1 FROM offramp_orders WHERE status = 'refunding' AND refund_hash IS NOT NULL LIMIT 1`,
            (rows) => (rows.length > 0 ? chainFollowUp : undefined),
          ),
      },
    ]
    // The sandbox's payout provider answers payoutSeconds after a payout started (0: the tests decide for it).
    const sandboxPayouts: Job<SqlClient.SqlClient> = {
      name: "sandboxPayouts",
      label: "Sandbox payouts",
      round: Effect.flatMap(payoutSeconds, (seconds) => (seconds > 0 ? settlePayouts(seconds) : Effect.void)),
      nextDue: () =>
        Effect.flatMap(payoutSeconds, (seconds) =>
          seconds > 0
            ? untilMoment(sql`SELECT min(payout_started_at) + make_interval(secs => ${seconds})
                FROM offramp_orders WHERE status IN ('offramp_pending', 'offramp_retry')`)
            : Effect.succeed(undefined),
        ),
    }
    yield* scheduleJobs(config.sandbox ? [...jobs, sandboxPayouts] : jobs).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
    )
  }),
)
