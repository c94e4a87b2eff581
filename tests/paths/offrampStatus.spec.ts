// The off-ramp status page's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offrampStatus.ts).
import { offrampStatus } from "./charts/offrampStatus.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampStatus)
