// Buy-goods orders: off-ramp orders on the buy_goods channel whose till is a known merchant's, so the off-ramp's
// machinery (deposit address, hash claim, payment check, payout, expiry, refund) carries them unchanged. Reads
// shape them as the contract's BuyGoodsOrder; anything else answers undefined, as an unknown id does.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BuyGoodsOrder } from "../../schema/buyGoods.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import { OfframpOrders } from "../offramp/orders.ts"

export interface BuyGoodsRead {
  readonly order: BuyGoodsOrder
  /** The amount to pay as the database holds it (a decimal string, never a float). */
  readonly cryptoAmount: string
}

const shape = (order: OfframpOrder, till: { tillNumber: string; merchantName: string }): BuyGoodsOrder => ({
  _id: order._id,
  status: order.status,
  tillNumber: till.tillNumber,
  merchantName: till.merchantName,
  network: order.network,
  asset: order.asset,
  cryptoAmount: order.cashout.cryptoAmount,
  feeAmountCrypto: order.cashout.feeAmountCrypto,
  localCurrencyAmount: order.cashout.localCurrencyAmount,
  currencyIsoCode: order.currencyIsoCode,
  countryIsoCode: order.countryIsoCode,
  depositAddress: order.toAddress,
  // Every buy-goods order is made for its sender.
  fromAddress: order.fromAddress ?? "",
  hash: order.hash,
  error: order.error,
  expiresAt: order.expiresAt,
  createdAt: order.createdAt,
  timeline: order.timeline,
})

export class BuyGoodsOrders extends Context.Service<
  BuyGoodsOrders,
  { readonly read: (orderId: string) => Effect.Effect<BuyGoodsRead | undefined> }
>()("server/BuyGoodsOrders") {
  static readonly layer = Layer.effect(
    BuyGoodsOrders,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const orders = yield* OfframpOrders
      const read = (orderId: string) =>
        Effect.gen(function* () {
          const [till] = yield* sql<{ tillNumber: string; merchantName: string; cryptoAmount: string }>`
            SELECT t.till_number, t.merchant_name, o.crypto_amount::text
            FROM offramp_orders o JOIN buy_goods_tills t
              ON t.country_iso_code = o.country_iso_code AND t.till_number = o.required_fields->>'tillNumber'
            WHERE o.id = ${orderId} AND o.payment_channel = 'buy_goods'`
          if (!till) return undefined
          const order = yield* orders.read(orderId)
          return order ? { order: shape(order, till), cryptoAmount: till.cryptoAmount } : undefined
        }).pipe(Effect.orDie)
      return BuyGoodsOrders.of({ read })
    }),
  )
}
