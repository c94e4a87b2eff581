// The login chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/login.ts).
import { login } from "./charts/login.ts"
import { replayChart } from "./replay.ts"

replayChart(login)
