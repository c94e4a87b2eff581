// The on-ramp's auto-order paths of tests/model/charts/onrampAutoFrozenNoAddress.ts, replayed in the browser (tests/paths/replay.ts,
// charts/onrampAuto.ts).
import { onrampAutoFrozenNoAddress } from "./charts/onrampAuto.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampAutoFrozenNoAddress)
