// The onrampSignedLink registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/onrampLinks.ts).
import { onrampSignedLink } from "./charts/onrampLinks.ts"
import { replayChart } from "./replay.ts"

replayChart(onrampSignedLink)
