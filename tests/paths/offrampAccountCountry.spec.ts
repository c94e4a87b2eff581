// The offrampAccountCountry registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offrampVariants.ts).
import { offrampAccountCountry } from "./charts/offrampVariants.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampAccountCountry)
