// The sandbox's reviewer: a job (server/jobs/scheduler.ts) that decides identity checks once their review time has
// come, woken by each submission and then at the earliest review time. Claims use SKIP LOCKED, so several server
// processes share the work without deciding twice.
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { ServerConfig } from "../config.ts"
import { scheduleJobs, untilMoment } from "../jobs/scheduler.ts"
import { KycRecords } from "./repository.ts"
import { sandboxDecision } from "./review.ts"

export const KycReviewerLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    if (!config.sandbox) return
    const records = yield* KycRecords
    const sql = yield* SqlClient.SqlClient
    yield* scheduleJobs([
      {
        name: "kycReview",
        label: "KYC review",
        round: records.reviewDue(sandboxDecision),
        nextDue: () =>
          untilMoment(sql`SELECT min(review_at) FROM kyc_submissions WHERE status = 'initiated'`).pipe(
            Effect.provideService(SqlClient.SqlClient, sql),
          ),
      },
    ])
  }),
)
