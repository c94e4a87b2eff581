// The on-ramp's auto-order paths of tests/model/charts/onrampAutoLimits.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAutoLimits } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAutoLimits)
