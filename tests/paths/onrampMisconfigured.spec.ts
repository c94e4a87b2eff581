// The onrampMisconfigured registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/amountNotices.ts).
import { onrampMisconfigured } from "./charts/amountNotices.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampMisconfigured)
