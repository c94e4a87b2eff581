// The on-ramp chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/onramp.ts).
import { onramp } from "./charts/onramp.ts"
import { replayChart } from "./replay.ts"

replayChart(onramp)
