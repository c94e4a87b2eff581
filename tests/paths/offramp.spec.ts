// The off-ramp chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offramp.ts).
import { offramp } from "./charts/offramp.ts"
import { replayChart } from "./replay.ts"

replayChart(offramp)
