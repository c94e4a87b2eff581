// Receipts of a buy swap's payment: stored with the order, counted and checked under the swap's row lock so two
// uploads at once cannot make a 6th, served at a signed address that expires (receiptLinks.ts).
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BuySwapStatus } from "../../schema/enums.ts"
import { randomId } from "../auth/crypto.ts"
import { receiptLimit, receiptsAllowed } from "./transitions.ts"

export type ReceiptAdded =
  | { readonly ok: true }
  | { readonly ok: false; readonly refused: "notFound" | "limit" | "status"; readonly status?: BuySwapStatus }

export class Receipts extends Context.Service<
  Receipts,
  {
    readonly add: (orderId: string, userId: string, mime: string, bytes: Uint8Array) => Effect.Effect<ReceiptAdded>
    readonly file: (id: string) => Effect.Effect<{ readonly mime: string; readonly bytes: Uint8Array } | undefined>
  }
>()("server/Receipts") {
  static readonly layer = Layer.effect(
    Receipts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const add = (orderId: string, userId: string, mime: string, bytes: Uint8Array) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const swaps = yield* sql<{ status: BuySwapStatus }>`SELECT s.status FROM buy_swaps s
                JOIN onramp_orders o ON o.id = s.order_id WHERE o.id = ${orderId} AND o.user_id = ${userId}
                FOR UPDATE OF s`
              const swap = swaps[0]
              if (!swap) return { ok: false, refused: "notFound" } as ReceiptAdded
              if (!receiptsAllowed.includes(swap.status))
                return { ok: false, refused: "status", status: swap.status } as ReceiptAdded
              const [count] = yield* sql<{
                n: number
              }>`SELECT count(*)::int AS n FROM receipts WHERE order_id = ${orderId}`
              if ((count?.n ?? 0) >= receiptLimit) return { ok: false, refused: "limit" } as ReceiptAdded
              yield* sql`INSERT INTO receipts (id, order_id, mime, bytes) VALUES (${randomId(24)}, ${orderId}, ${mime}, ${bytes})`
              return { ok: true } as ReceiptAdded
            }),
          )
          .pipe(Effect.orDie)

      const file = (id: string) =>
        sql<{ mime: string; bytes: Uint8Array }>`SELECT mime, bytes FROM receipts WHERE id = ${id}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )

      return Receipts.of({ add, file })
    }),
  )
}
