// The on-ramp's auto-order paths of tests/model/charts/onrampAutoNoAddress.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAutoNoAddress } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAutoNoAddress)
