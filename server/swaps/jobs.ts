// The background work of on-ramp orders, every second for as long as the server runs: expire unpaid swaps, let
// the sandbox agent confirm, send and follow withdrawals, post callbacks. Each round claims its rows with locks,
// so several server processes on one PostgreSQL share the work without doing anything twice.
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { Chain } from "../chain/chain.ts"
import { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import { deliverCallbacks } from "./callbacks.ts"
import { BuySwaps } from "./repository.ts"
import { confirmSent, type Sender, sendDue } from "./withdrawals.ts"

const everySecond = <A, E, R>(name: string, round: Effect.Effect<A, E, R>) =>
  round.pipe(
    Effect.catchCause((cause) => Effect.logWarning(`${name} round failed`, cause)),
    Effect.repeat(Schedule.spaced("1 second")),
    Effect.forkScoped,
  )

export const OrderJobsLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const swaps = yield* BuySwaps
    const settings = yield* Settings
    const sql = yield* SqlClient.SqlClient
    const chain: Sender = yield* Chain
    const withSql = Effect.provideService(SqlClient.SqlClient, sql)

    yield* everySecond("Swap expiry", swaps.expireDue)
    if (config.sandbox) {
      yield* everySecond(
        "Sandbox agent",
        Effect.gen(function* () {
          const seconds = (yield* settings.get).agentConfirmSeconds
          if (seconds > 0) yield* swaps.confirmWaiting(seconds)
        }),
      )
    }
    yield* everySecond("Withdrawal sending", withSql(sendDue(chain)))
    yield* everySecond("Withdrawal confirmation", withSql(confirmSent(chain)))
    yield* everySecond("Callback delivery", withSql(deliverCallbacks))
  }),
)
