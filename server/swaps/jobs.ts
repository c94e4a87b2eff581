// The background work of on-ramp orders (server/jobs/scheduler.ts runs it): expire unpaid swaps, let the sandbox
// agent confirm, send and follow withdrawals, post callbacks. Each job sleeps until it is woken by the work made for
// it, until the next moment its rows fall due, or at the latest until the scheduler's safety cadence.
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Chain } from "../chain/chain.ts"
import { ServerConfig } from "../config.ts"
import { chainFollowUp, type Job, scheduleJobs, untilMoment } from "../jobs/scheduler.ts"
import { Settings } from "../settings/repository.ts"
import { deliverCallbacks } from "./callbacks.ts"
import { BuySwaps } from "./repository.ts"
import { confirmSent, type Sender, sendDue } from "./withdrawals.ts"

export const OrderJobsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const swaps = yield* BuySwaps
    const settings = yield* Settings
    const sql = yield* SqlClient.SqlClient
    const chain: Sender = yield* Chain
    const agentSeconds = Effect.map(settings.get, (s) => s.agentConfirmSeconds)

    const jobs: ReadonlyArray<Job<SqlClient.SqlClient>> = [
      {
        name: "swapExpiry",
        label: "Swap expiry",
        round: swaps.expireDue,
        nextDue: () => untilMoment(sql`SELECT min(expires_at) FROM buy_swaps WHERE status = 'initiated'`),
      },
      {
        name: "withdrawalSending",
        label: "Withdrawal sending",
        round: sendDue(chain),
        feeds: ["withdrawalConfirmation"],
      },
      {
        name: "withdrawalConfirmation",
        label: "Withdrawal confirmation",
        round: confirmSent(chain),
        // A transaction not mined yet is read again; a broadcast that failed is made again.
        nextDue: (following) => Effect.succeed(following > 0 ? chainFollowUp : undefined),
      },
      {
        name: "callbacks",
        label: "Callback delivery",
        round: deliverCallbacks,
        nextDue: () =>
          untilMoment(sql`SELECT min(next_attempt_at) FROM callback_deliveries
            WHERE delivered_at IS NULL AND gave_up_at IS NULL`),
      },
    ]
    // The sandbox agent confirms a swap agentConfirmSeconds after the buyer did (0: the tests decide for it).
    const sandboxAgent: Job<SqlClient.SqlClient> = {
      name: "sandboxAgent",
      label: "Sandbox agent",
      round: Effect.flatMap(agentSeconds, (seconds) =>
        seconds > 0 ? swaps.confirmWaiting(seconds) : Effect.succeed(0),
      ),
      nextDue: () =>
        Effect.flatMap(agentSeconds, (seconds) =>
          seconds > 0
            ? untilMoment(sql`SELECT min(buyer_confirmed_at) + make_interval(secs => ${seconds})
                FROM buy_swaps WHERE status = 'buyer_confirmed'`)
            : Effect.succeed(undefined),
        ),
    }
    yield* scheduleJobs(config.sandbox ? [...jobs, sandboxAgent] : jobs).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
    )
  }),
)
