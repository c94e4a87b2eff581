// The sandbox's reviewer: a background fiber that decides due identity checks every second, for as long as the
// server runs. Claims use SKIP LOCKED, so several server processes share the work without deciding twice.
import { Effect, Layer, Schedule } from "effect"
import { ServerConfig } from "../config.ts"
import { KycRecords } from "./repository.ts"
import { sandboxDecision } from "./review.ts"

export const KycReviewerLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    if (!config.sandbox) return
    const records = yield* KycRecords
    yield* records.reviewDue(sandboxDecision).pipe(
      Effect.catchCause((cause) => Effect.logWarning("KYC review round failed", cause)),
      Effect.repeat(Schedule.spaced("1 second")),
      Effect.forkScoped,
    )
  }),
)
