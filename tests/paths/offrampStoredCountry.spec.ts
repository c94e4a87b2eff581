// The offrampStoredCountry registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offrampVariants.ts).
import { offrampStoredCountry } from "./charts/offrampVariants.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampStoredCountry)
