// Buy swaps in the database: the buyer's and the agent's steps, each one guarded UPDATE so that two requests or two
// server processes never move a swap twice, with the order's callback queued in the same transaction.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BuySwapStatus } from "../../schema/enums.ts"
import { wakeAfterSwapMove } from "../jobs/statusWakes.ts"
import { type OrderEvent, queueCallback } from "./callbackQueue.ts"
import { releasesLiquidity } from "./transitions.ts"

export interface SwapRow {
  readonly id: string
  readonly orderId: string
  readonly userId: string
  readonly email: string
  readonly status: BuySwapStatus
  readonly expired: boolean
  readonly flow: string
  readonly lastTransferAttemptAt: Date | null
  readonly otpHash: string | null
  readonly otpExpired: boolean
  readonly otpVerified: boolean
  readonly paymentReturnUrl: string | null
  readonly localAmount: string
  readonly currencyIsoCode: string
}

export type Moved = { readonly moved: true } | { readonly moved: false; readonly status: BuySwapStatus | undefined }

export class BuySwaps extends Context.Service<
  BuySwaps,
  {
    readonly byId: (swapId: string) => Effect.Effect<SwapRow | undefined>
    /** Moves the swap to `to` if its status is one of `from` (and, for the buyer, it has not expired). */
    readonly move: (
      swapId: string,
      from: ReadonlyArray<BuySwapStatus>,
      to: BuySwapStatus,
      options?: { readonly unexpired?: boolean },
    ) => Effect.Effect<Moved>
    readonly noteTransferAttempt: (
      swapId: string,
      otp: { readonly hash: string; readonly minutes: number } | undefined,
      returnUrl: string | undefined,
    ) => Effect.Effect<void>
    /** Counts one try of the swap's live OTP and answers its hash, or nothing when it is spent, expired or its
     * tries are used up: one guarded UPDATE, so tries arriving together never pass `maxTries`. */
    readonly claimOtpTry: (swapId: string, maxTries: number) => Effect.Effect<string | undefined>
    /** Marks the OTP with this hash verified; it cannot be used again. */
    readonly markOtpVerified: (swapId: string, otpHash: string) => Effect.Effect<void>
    /** Ends initiated swaps whose time is up; answers how many. */
    readonly expireDue: Effect.Effect<number>
    /** The sandbox agent: confirms swaps the buyer confirmed at least `seconds` ago. */
    readonly confirmWaiting: (seconds: number) => Effect.Effect<number>
  }
>()("server/BuySwaps") {
  static readonly layer = Layer.effect(
    BuySwaps,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const byId = (swapId: string) =>
        sql<SwapRow>`SELECT s.id, s.order_id, o.user_id, u.email, s.status, s.expires_at <= now() AS expired,
            s.transfer_instructions->>'type' AS flow, s.last_transfer_attempt_at, s.otp_hash,
            coalesce(s.otp_expires_at <= now(), true) AS otp_expired, s.otp_verified, s.payment_return_url,
            s.local_amount::text, s.currency_iso_code
          FROM buy_swaps s JOIN onramp_orders o ON o.id = s.order_id JOIN users u ON u.id = o.user_id
          WHERE s.id = ${swapId}`.pipe(
          Effect.map((rows) => rows[0]),
          Effect.orDie,
        )

      /** What follows a status change in the same transaction: the agent's crypto back, the callback. */
      const afterMove = (swap: { id: string; orderId: string; agentId: string; status: BuySwapStatus }) =>
        Effect.gen(function* () {
          if (releasesLiquidity.includes(swap.status)) {
            yield* sql`UPDATE agent_liquidity l SET amount = l.amount + s.crypto_amount
              FROM buy_swaps s JOIN onramp_orders o ON o.id = s.order_id
              WHERE s.id = ${swap.id} AND l.agent_id = s.agent_id AND l.network = o.network AND l.asset = o.asset`
          }
          yield* queueCallback(sql, swap.orderId, swap.status as OrderEvent)
          yield* wakeAfterSwapMove(swap.status)
        })

      const move = (
        swapId: string,
        from: ReadonlyArray<BuySwapStatus>,
        to: BuySwapStatus,
        options: { readonly unexpired?: boolean } = {},
      ) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const moved = yield* sql<{ id: string; orderId: string; agentId: string; status: BuySwapStatus }>`
                UPDATE buy_swaps SET status = ${to}, updated_at = now(),
                  buyer_confirmed_at = CASE WHEN ${to} = 'buyer_confirmed' THEN now() ELSE buyer_confirmed_at END
                WHERE id = ${swapId} AND status IN ${sql.in(from)}
                  AND (${!options.unexpired} OR expires_at > now())
                RETURNING id, order_id, agent_id, status`
              const swap = moved[0]
              if (!swap) {
                const current = yield* sql<{ status: BuySwapStatus }>`SELECT status FROM buy_swaps WHERE id = ${swapId}`
                return { moved: false, status: current[0]?.status } as Moved
              }
              yield* afterMove(swap)
              return { moved: true } as Moved
            }),
          )
          .pipe(Effect.orDie)

      const noteTransferAttempt = (
        swapId: string,
        otp: { readonly hash: string; readonly minutes: number } | undefined,
        returnUrl: string | undefined,
      ) =>
        sql`UPDATE buy_swaps SET last_transfer_attempt_at = now(), updated_at = now(),
            otp_hash = coalesce(${otp?.hash ?? null}, otp_hash),
            otp_expires_at = CASE WHEN ${otp !== undefined} THEN now() + make_interval(mins => ${otp?.minutes ?? 0}) ELSE otp_expires_at END,
            otp_attempts = CASE WHEN ${otp !== undefined} THEN 0 ELSE otp_attempts END,
            payment_return_url = coalesce(${returnUrl ?? null}, payment_return_url)
          WHERE id = ${swapId}`.pipe(Effect.asVoid, Effect.orDie)

      const claimOtpTry = (swapId: string, maxTries: number) =>
        sql<{ otpHash: string }>`UPDATE buy_swaps SET otp_attempts = otp_attempts + 1, updated_at = now()
          WHERE id = ${swapId} AND otp_hash IS NOT NULL AND otp_expires_at > now() AND otp_attempts < ${maxTries}
          RETURNING otp_hash`.pipe(
          Effect.map((rows) => rows[0]?.otpHash),
          Effect.orDie,
        )

      const markOtpVerified = (swapId: string, otpHash: string) =>
        sql`UPDATE buy_swaps SET otp_verified = true, otp_hash = NULL, updated_at = now()
          WHERE id = ${swapId} AND otp_hash = ${otpHash}`.pipe(Effect.asVoid, Effect.orDie)

      const moveAll = (
        due: Effect.Effect<
          ReadonlyArray<{ id: string; orderId: string; agentId: string; status: BuySwapStatus }>,
          unknown
        >,
      ) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const moved = yield* due
              for (const swap of moved) yield* afterMove(swap)
              return moved.length
            }),
          )
          .pipe(Effect.orDie)

      const expireDue = moveAll(
        sql<{ id: string; orderId: string; agentId: string; status: BuySwapStatus }>`
          UPDATE buy_swaps SET status = 'expired', updated_at = now()
          WHERE id IN (SELECT id FROM buy_swaps WHERE status = 'initiated' AND expires_at <= now()
            ORDER BY expires_at LIMIT 100 FOR UPDATE SKIP LOCKED)
          RETURNING id, order_id, agent_id, status`,
      )

      const confirmWaiting = (seconds: number) =>
        moveAll(
          sql<{ id: string; orderId: string; agentId: string; status: BuySwapStatus }>`
            UPDATE buy_swaps SET status = 'seller_confirmed', updated_at = now()
            WHERE id IN (SELECT id FROM buy_swaps WHERE status = 'buyer_confirmed'
              AND buyer_confirmed_at <= now() - make_interval(secs => ${seconds})
              ORDER BY buyer_confirmed_at LIMIT 100 FOR UPDATE SKIP LOCKED)
            RETURNING id, order_id, agent_id, status`,
        )

      return BuySwaps.of({
        byId,
        move,
        noteTransferAttempt,
        claimOtpTry,
        markOtpVerified,
        expireDue,
        confirmWaiting,
      })
    }),
  )
}
