// The off-ramp Pay step opened in the manual flow, replayed in the browser (tests/paths/replay.ts, charts/offrampPay.ts).
import { offrampPayManual } from "./charts/offrampPay.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampPayManual)
