// The off-ramp's pay step's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offrampPay.ts).
import { offrampPay } from "./charts/offrampPay.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampPay)
