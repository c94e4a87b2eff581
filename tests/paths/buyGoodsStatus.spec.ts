// Buy-goods' status page's generated paths, replayed in the browser (tests/paths/replay.ts, charts/buyGoodsStatus.ts).
import { buyGoodsStatus } from "./charts/buyGoodsStatus.ts"
import { replayChart } from "./replay.ts"

replayChart(buyGoodsStatus)
