// The offrampPaused registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/amountNotices.ts).
import { offrampPaused } from "./charts/amountNotices.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampPaused)
