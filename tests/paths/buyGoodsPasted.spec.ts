// The buyGoodsPasted registration's generated paths, replayed in the browser (tests/paths/replay.ts,
// charts/buyGoodsPasted.ts).
import { buyGoodsPasted } from "./charts/buyGoodsPasted.ts"
import { replayChart } from "./replay.ts"

replayChart(buyGoodsPasted)
