// A test that moves an order's clock in SQL (an expiry, a retry brought forward) tells the jobs, as the server does
// when it makes work itself: a due time moved behind the scheduler's back would be found only at its safety cadence.
import { jobNames, wake } from "../../server/jobs/signals.ts"
import type { RunningServer } from "../../server/start.ts"

export const wakeJobs = (server: Pick<RunningServer, "run">) => server.run(wake(...jobNames))
