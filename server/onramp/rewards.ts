// Reward campaigns, promotions and the rewards of an order, shaped as the contract's entities. The reward
// minimum in the asset is the minimum order in USD divided by the asset's price (spec 1 §5). An order's USD amount is
// held against the minimum as decimals, so an order of exactly the minimum is never a float's hair below it.
import { Context, BigDecimal as D, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

interface RewardRow {
  readonly reward: string
  readonly termsUrl: string | null
  readonly termsTitle: string | null
  readonly minOrderUsd: string
  readonly rewardAsset: string
  readonly rewardAmountPerUser: string
  readonly orderAssets: ReadonlyArray<string>
  readonly countryIsoCodes: ReadonlyArray<string>
}

const toReward = (row: RewardRow) => ({
  reward: row.reward,
  termsUrl: row.termsUrl,
  termsTitle: row.termsTitle,
  minOrderAmount: Number(row.minOrderUsd),
  rewardAsset: row.rewardAsset,
  rewardAmountPerUserGlobal: Number(row.rewardAmountPerUser),
  orderAssets: row.orderAssets,
  countryIsoCodes: row.countryIsoCodes,
})

/** The campaigns a country, asset and (when known) amount in USD qualify for. */
export const rewardsFor = <R extends RewardRow>(
  rows: ReadonlyArray<R>,
  q: { countryIsoCode: string; asset: string; amountUsd: D.BigDecimal | undefined },
) =>
  rows.filter(
    (r) =>
      r.countryIsoCodes.includes(q.countryIsoCode) &&
      r.orderAssets.includes(q.asset) &&
      (q.amountUsd === undefined || D.isGreaterThanOrEqualTo(q.amountUsd, D.fromStringUnsafe(String(r.minOrderUsd)))),
  )

export interface PromotionQuery {
  readonly countryIsoCode: string | undefined
  readonly carrierCode: string | undefined
}

interface PromotionRow {
  readonly icon: string
  readonly description: string
  readonly detailsUrl: string | null
  readonly detailsText: string | null
  readonly countryIsoCodes: ReadonlyArray<string>
  /** The carriers the promotion is for (M-Pesa's); null: every order of its countries. */
  readonly carrierCodes: ReadonlyArray<string> | null
}

/** A promotion holds in its countries and, when it names carriers, for an order paid with one of them. */
const promotionHolds = (p: PromotionRow, q: PromotionQuery) =>
  (q.countryIsoCode === undefined || p.countryIsoCodes.includes(q.countryIsoCode)) &&
  (p.carrierCodes === null || (q.carrierCode !== undefined && p.carrierCodes.includes(q.carrierCode)))

export class Rewards extends Context.Service<
  Rewards,
  {
    readonly all: Effect.Effect<ReadonlyArray<ReturnType<typeof toReward>>>
    readonly available: (q: {
      countryIsoCode: string
      asset: string
      amountUsd: D.BigDecimal | undefined
    }) => Effect.Effect<ReadonlyArray<ReturnType<typeof toReward>>>
    readonly promotion: (q: PromotionQuery) => Effect.Effect<{
      icon: string
      description: string
      detailsUrl: string | null
      detailsText: string | null
    } | null>
    readonly ofOrder: (
      orderId: string,
    ) => Effect.Effect<ReadonlyArray<{ reward: string; hash: string | null; network: string; asset: string }>>
  }
>()("server/Rewards") {
  static readonly layer = Layer.effect(
    Rewards,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = sql<RewardRow>`SELECT * FROM rewards WHERE active ORDER BY id`.pipe(Effect.orDie)
      const all = Effect.map(rows, (list) => list.map(toReward))
      const available = (q: { countryIsoCode: string; asset: string; amountUsd: D.BigDecimal | undefined }) =>
        Effect.map(rows, (list) => rewardsFor(list, q).map(toReward))
      const promotion = (q: PromotionQuery) =>
        sql<PromotionRow>`
          SELECT icon, description, details_url, details_text, country_iso_codes, carrier_codes
          FROM promotions WHERE active ORDER BY id`.pipe(
          Effect.map((list) => {
            const found = list.find((p) => promotionHolds(p, q))
            return found
              ? {
                  icon: found.icon,
                  description: found.description,
                  detailsUrl: found.detailsUrl,
                  detailsText: found.detailsText,
                }
              : null
          }),
          Effect.orDie,
        )
      const ofOrder = (orderId: string) =>
        sql<{ reward: string; hash: string | null; network: string; asset: string }>`
          SELECT r.reward, o.hash, o.network, o.asset FROM order_rewards o JOIN rewards r ON r.id = o.reward_id
          WHERE o.order_id = ${orderId}`.pipe(Effect.orDie)
      return Rewards.of({ all, available, promotion, ofOrder })
    }),
  )
}
