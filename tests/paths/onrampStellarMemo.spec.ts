// The onrampStellarMemo registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/onrampLinks.ts).
import { onrampStellarMemo } from "./charts/onrampLinks.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampStellarMemo)
