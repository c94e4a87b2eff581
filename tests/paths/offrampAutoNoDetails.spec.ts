// The off-ramp's auto-order paths of tests/model/charts/offrampAutoNoDetails.ts, replayed in the browser (tests/paths/replay.ts,
// charts/offrampAuto.ts).
import { offrampAutoNoDetails } from "./charts/offrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampAutoNoDetails)
