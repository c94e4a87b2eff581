// The on-ramp's auto-order paths of tests/model/charts/onrampAuto.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAuto } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAuto)
