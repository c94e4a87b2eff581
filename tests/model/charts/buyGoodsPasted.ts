// Buy-goods opened from a link that names the till and the amount (README: /buy-goods?tillNumber=…&amount=…), so the
// quote is asked for as soon as the amount shows; then a till and an address pasted with spaces around them, which
// the quote and the order carry without.
import { buyGoodsMachine } from "../../../machines/buyGoods.ts"
import { buyGoodsCatalog, tillQuote } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { buyGoodsExpectations } from "../expected/buyGoods.ts"
import { quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "buyGoodsPasted",
  machine: buyGoodsMachine,
  input: { tillNumber: "174379", amount: "2000" },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: buyGoodsCatalog },
    { type: "till.change", value: " 300210 " },
    { type: "amount.change", value: " 150.5 " },
    quoteReady(tillQuote),
    { type: "address.change", value: " 0x765DE816845861e75A25fCA122bb6898B8B1282a " },
    { type: "next" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-till" } },
  ],
  expectations: buyGoodsExpectations,
})
