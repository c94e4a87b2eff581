// The swapStatus chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/swapStatus.ts).
import { swapStatus } from "./charts/swapStatus.ts"
import { replayChart } from "./replay.ts"

replayChart(swapStatus)
