// The sandbox's payout provider for buy-goods orders: a test or a person decides the payment to the merchant's till
// as M-Pesa would, through the off-ramp's payout moves.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { invalidRequest } from "../../schema/errors.ts"
import { SandboxApi, sandboxRefusals } from "../../schema/sandbox.ts"
import { orderNotFound } from "../offramp/confirmation.ts"
import { decidePayout } from "../offramp/payouts.ts"
import { BuyGoodsOrders } from "./orders.ts"

export const SandboxBuyGoodsHandlers = HttpApiBuilder.group(
  SandboxApi,
  "buyGoods",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* BuyGoodsOrders
    return handlers.handle("decideBuyGoodsPayout", ({ params }) =>
      Effect.gen(function* () {
        const found = yield* orders.read(params.orderId)
        if (!found) return yield* orderNotFound()
        const moved = yield* decidePayout(params.orderId, params.decision).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
        )
        if (moved) return { status: moved }
        return yield* invalidRequest(sandboxRefusals.payoutNotPending(found.order.status))
      }),
    )
  }),
)
