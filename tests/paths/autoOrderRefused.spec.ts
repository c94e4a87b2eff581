// The auto-order route's refused link, replayed in the browser (tests/paths/replay.ts, charts/autoOrder.ts).
import { autoOrderRefused } from "./charts/autoOrder.ts"
import { replayChart } from "./replay.ts"

replayChart(autoOrderRefused)
