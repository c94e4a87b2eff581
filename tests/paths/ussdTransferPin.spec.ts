// The USSD transfer's paths of one payment flow, replayed in the browser (tests/paths/replay.ts, charts/ussdTransferFlows.ts).
import { ussdTransferPin } from "./charts/ussdTransferFlows.ts"
import { replayChart } from "./replay.ts"

replayChart(ussdTransferPin)
