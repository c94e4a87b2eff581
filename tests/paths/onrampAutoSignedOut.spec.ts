// The on-ramp's auto-order paths of tests/model/charts/onrampAutoSignedOut.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAutoSignedOut } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAutoSignedOut)
