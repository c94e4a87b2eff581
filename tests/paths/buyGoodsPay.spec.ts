// Buy-goods' pay step's generated paths, replayed in the browser (tests/paths/replay.ts, charts/buyGoodsPay.ts).
import { buyGoodsPay } from "./charts/buyGoodsPay.ts"
import { replayChart } from "./replay.ts"

replayChart(buyGoodsPay)
