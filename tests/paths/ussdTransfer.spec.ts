// The USSD transfer chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/ussdTransfer.ts).
import { ussdTransfer } from "./charts/ussdTransfer.ts"
import { replayChart } from "./replay.ts"

replayChart(ussdTransfer)
