// The identity check's generated paths, replayed in the browser (tests/paths/replay.ts, charts/kyc.ts).
import { kyc } from "./charts/kyc.ts"
import { replayChart } from "./replay.ts"

replayChart(kyc)
