// The receiptUpload chart's generated paths, replayed in the browser (tests/paths/replay.ts, charts/receiptUpload.ts).
import { receiptUpload } from "./charts/receiptUpload.ts"
import { replayChart } from "./replay.ts"

replayChart(receiptUpload)
