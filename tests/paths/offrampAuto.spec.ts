// The off-ramp's auto-order paths of tests/model/charts/offrampAuto.ts, replayed in the browser (tests/paths/replay.ts,
// charts/offrampAuto.ts).
import { offrampAuto } from "./charts/offrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampAuto)
