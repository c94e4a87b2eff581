// Queues a status post for an order's callbackUrl, in the transaction that changed the status, so a change is
// never lost and never posted twice (one row per order and event).
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import { widgetSource } from "../../schema/links.ts"
import { wake } from "../jobs/signals.ts"

export type OrderEvent =
  | "buyer_confirmed"
  | "buyer_rejected"
  | "expired"
  | "seller_confirmed"
  | "seller_rejected"
  | "buyer_payment_info_mismatch"
  | "seller_confirmation_failed"
  | "withdrawal_sent"
  | "withdrawal_complete"
  | "withdrawal_failed"

export const queueCallback = (sql: SqlClient.SqlClient, orderId: string, event: OrderEvent) =>
  Effect.gen(function* () {
    const rows = yield* sql<{
      callbackUrl: string | null
      swapStatus: string
      withdrawalStatus: string
      transactionHash: string | null
    }>`SELECT o.callback_url, s.status AS swap_status, w.status AS withdrawal_status, w.transaction_hash
      FROM onramp_orders o JOIN buy_swaps s ON s.order_id = o.id JOIN withdrawals w ON w.order_id = o.id
      WHERE o.id = ${orderId}`
    const order = rows[0]
    if (!order?.callbackUrl) return
    const body = JSON.stringify({
      source: widgetSource,
      event,
      orderId,
      swapStatus: order.swapStatus,
      withdrawalStatus: order.withdrawalStatus,
      transactionHash: order.transactionHash,
      createdAt: new Date().toISOString(),
    })
    yield* sql`INSERT INTO callback_deliveries (order_id, event, url, body)
      VALUES (${orderId}, ${event}, ${order.callbackUrl}, ${body}) ON CONFLICT (order_id, event) DO NOTHING`
    yield* wake("callbacks")
  })
