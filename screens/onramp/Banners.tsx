// Reward and promotion banners of the amount screen (spec 1 §2): what this order may earn, and the country's
// current promotion for the chosen payment method. Both are extras: a failed call shows nothing rather than an error.
import { useQuery } from "@tanstack/react-query"
import { useRouteContext } from "@tanstack/react-router"
import { rewardMinimum } from "../../schema/amountStepRules.ts"
import type { Asset, Network, PaymentChannel } from "../../schema/enums.ts"
import { amountLabels } from "../../schema/labels.ts"
import { useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { onrampQueryPolicy } from "../queries.ts"

export interface BannerFacts {
  readonly countryIsoCode: string | undefined
  readonly network: Network | undefined
  readonly asset: Asset | undefined
  readonly paymentChannel: PaymentChannel | undefined
  readonly carrierCode: string | undefined
  readonly amount: number | undefined
  /** The chosen asset's USD price: a reward's minimum (in USD) is shown in the asset's units. */
  readonly priceUsd: number | undefined
  /** Spec 1 §7 available-rewards: the wallet, the signed-in user and the journey's source. */
  readonly address?: string | undefined
  readonly userId?: string | undefined
  readonly sourceParam?: string | undefined
}

export function Banners({
  countryIsoCode,
  network,
  asset,
  paymentChannel,
  carrierCode,
  amount,
  priceUsd,
  address,
  userId,
  sourceParam,
}: BannerFacts) {
  const { t } = useText()
  const format = useFormat()
  const { promotions } = useRouteContext({ from: "__root__" })
  const ready = countryIsoCode && network && asset && paymentChannel
  const rewards = useQuery({
    queryKey: ["rewards", countryIsoCode, network, asset, paymentChannel, carrierCode, amount, address, userId],
    queryFn: () =>
      promotions.rewards({
        countryIsoCode: countryIsoCode ?? "",
        network: network ?? "CELO",
        asset: asset ?? "CUSD",
        paymentChannel: paymentChannel ?? "mobile_money",
        carrierCode,
        amount,
        address,
        userId,
        sourceParam,
      }),
    // What an order may earn depends on its amount: asked once the offer gives one, not also before (issue 17).
    enabled: Boolean(ready) && amount !== undefined,
    staleTime: 60_000,
    ...onrampQueryPolicy,
  })
  const promotion = useQuery({
    // A promotion may be for one payment method (M-Pesa's weekend fee): asked again when the method changes.
    queryKey: ["promotion", countryIsoCode, paymentChannel, carrierCode],
    queryFn: () => promotions.promotion({ countryIsoCode: countryIsoCode ?? "", paymentChannel, carrierCode }),
    enabled: Boolean(countryIsoCode),
    staleTime: 5 * 60_000,
    ...onrampQueryPolicy,
  })
  return (
    <>
      {rewards.data?.map((reward) => (
        <p key={reward.reward} className="banner-reward">
          <span aria-hidden="true">★</span> {reward.reward}
          {reward.minOrderAmount > 0 && priceUsd && asset && (
            <span className="banner-reward-minimum">
              {t(amountLabels.rewardMinimum(format.amount(rewardMinimum(reward.minOrderAmount, priceUsd), asset)))}
            </span>
          )}
          {reward.termsUrl && (
            <a href={reward.termsUrl} target="_blank" rel="noreferrer">
              {reward.termsTitle ?? t(amountLabels.rewardTerms)}
            </a>
          )}
        </p>
      ))}
      {promotion.data && (
        <p className="banner-promotion">
          <img src={promotion.data.icon} alt="" width={20} height={20} />
          <span>{promotion.data.description}</span>
          {promotion.data.detailsUrl && (
            <a href={promotion.data.detailsUrl} target="_blank" rel="noreferrer">
              {promotion.data.detailsText ?? t(amountLabels.rewardTerms)}
            </a>
          )}
        </p>
      )}
    </>
  )
}
