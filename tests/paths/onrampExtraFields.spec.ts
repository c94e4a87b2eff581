// The onrampExtraFields registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/onrampLinks.ts).
import { onrampExtraFields } from "./charts/onrampLinks.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampExtraFields)
