// `npm run funnel [-- --days 7] [--json]`: how many sessions reached each step of each journey, and the share of
// the previous step's sessions that did, by day and by source (the `source` query parameter). Reads the database
// the server uses: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first: the embedded database
// admits one process; a running sandbox answers the same at GET /api/sandbox/funnel).
import { parseArgs } from "node:util"
import { Effect, Layer } from "effect"
import type { FunnelReport } from "../schema/monitoringFunnel.ts"
import { ServerConfig } from "../server/config.ts"
import { DatabaseLive } from "../server/database/layer.ts"
import { funnelOfLastDays } from "../server/monitoring/repository.ts"

const { values } = parseArgs({
  options: { days: { type: "string", default: "30" }, json: { type: "boolean", default: false } },
})
const days = Number(values.days)
if (!Number.isInteger(days) || days < 1) throw new Error(`--days expects a whole number of days, got "${values.days}"`)

const percent = (share: number | null) => (share === null ? "-" : `${(share * 100).toFixed(1)}%`)

const funnelText = (report: FunnelReport): string => {
  if (report.slices.length === 0) return `No journey step was reached in the last ${days} days.`
  return report.slices
    .map((slice) =>
      [
        `${slice.journey}  ${slice.day}  source: ${slice.source || "(none)"}`,
        ...slice.steps.map(
          (step) => `  ${step.step.padEnd(16)} ${String(step.sessions).padStart(6)}  ${percent(step.conversion)}`,
        ),
      ].join("\n"),
    )
    .join("\n\n")
}

const report = await Effect.runPromise(
  funnelOfLastDays(days).pipe(Effect.provide(DatabaseLive.pipe(Layer.provide(ServerConfig.fromEnv))), Effect.scoped),
)
console.log(values.json ? JSON.stringify(report, null, 2) : funnelText(report))
