import { buyGoodsMachine } from "../../../machines/buyGoods.ts"
import { buyGoodsCatalog, buyGoodsFailures, tillQuote } from "../buyGoodsFixtures.ts"
import { defineChart } from "../chart.ts"
import { buyGoodsExpectations } from "../expected/buyGoods.ts"
import { failures } from "../fixtures.ts"
import { offrampFailures } from "../offrampFixtures.ts"
import { quoteFailed, quoteFetching, quoteIdle, quoteReady } from "../quoteFixtures.ts"

export default defineChart({
  name: "buyGoods",
  machine: buyGoodsMachine,
  input: { tillNumber: "174379" },
  events: [
    { type: "xstate.done.actor.loadCatalog", output: buyGoodsCatalog },
    { type: "xstate.done.actor.loadCatalog", output: { ...buyGoodsCatalog, enabled: false } },
    // No country pays tills (none has the buy_goods payout channel).
    { type: "xstate.done.actor.loadCatalog", output: { ...buyGoodsCatalog, countryIsoCode: undefined } },
    { type: "xstate.error.actor.loadCatalog", error: failures.requestFailed },
    { type: "till.change", value: "12" },
    { type: "amount.change", value: "2000" },
    { type: "asset.select", network: "CELO", asset: "CKES" },
    quoteFetching,
    quoteIdle,
    quoteReady(tillQuote),
    quoteReady(null),
    quoteFailed(buyGoodsFailures.unknownTill),
    { type: "address.change", value: "0x765DE816845861e75A25fCA122bb6898B8B1282a" },
    { type: "next" },
    { type: "xstate.done.actor.createOrder", output: { _id: "order-till" } },
    { type: "xstate.error.actor.createOrder", error: offrampFailures.quoteExpired },
    { type: "xstate.error.actor.createOrder", error: failures.requestFailed },
    { type: "xstate.error.actor.createOrder", error: buyGoodsFailures.unknownTill },
  ],
  expectations: buyGoodsExpectations,
})
