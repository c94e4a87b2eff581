// The passwordReset chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/passwordReset.ts).
import { passwordReset } from "./charts/passwordReset.ts"
import { replayChart } from "./replay.ts"

replayChart(passwordReset)
