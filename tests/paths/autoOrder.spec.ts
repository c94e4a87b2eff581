// The autoOrder chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/autoOrder.ts).
import { autoOrder } from "./charts/autoOrder.ts"
import { replayChart } from "./replay.ts"

replayChart(autoOrder)
