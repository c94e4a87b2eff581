// The USSD transfer's paths of one payment flow, replayed in the browser (tests/paths/replay.ts, charts/ussdTransferFlows.ts).
import { ussdTransferRedirect } from "./charts/ussdTransferFlows.ts"
import { replayChart } from "./replay.ts"

replayChart(ussdTransferRedirect)
