// Buy-goods opened from the link that names the till and the amount (tests/model/charts/buyGoodsPasted.ts), then a
// till, an amount and an address pasted with spaces around them: the buy-goods mapping's own link and events
// (./buyGoods.ts), the pasted values typed as they are.
import chart from "../../model/charts/buyGoodsPasted.ts"
import type { ChartReplay } from "../mapping.ts"
import { buyGoods } from "./buyGoods.ts"

export const buyGoodsPasted: ChartReplay = { ...buyGoods, chart }
