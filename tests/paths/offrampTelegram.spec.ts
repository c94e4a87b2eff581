// The offrampTelegram registration's generated paths, replayed in the browser (tests/paths/replay.ts, charts/offrampVariants.ts).
import { offrampTelegram } from "./charts/offrampVariants.ts"
import { replayChart } from "./replay.ts"

replayChart(offrampTelegram)
