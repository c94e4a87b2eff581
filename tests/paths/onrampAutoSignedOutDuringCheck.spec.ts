// The on-ramp's auto-order paths of tests/model/charts/onrampAutoSignedOutDuringCheck.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAutoSignedOutDuringCheck } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAutoSignedOutDuringCheck)
