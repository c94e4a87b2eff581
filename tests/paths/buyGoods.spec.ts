// Buy-goods' generated paths, replayed in the browser (tests/paths/replay.ts, charts/buyGoods.ts).
import { buyGoods } from "./charts/buyGoods.ts"
import { replayChart } from "./replay.ts"

replayChart(buyGoods)
