// The reward campaigns a visitor of this source may earn in the chosen country (spec 1 §7 possible-rewards, the
// Reward entity of §3), on the home page before any order is chosen. An extra: a failed read shows nothing.
import { useQuery } from "@tanstack/react-query"
import { useRouteContext } from "@tanstack/react-router"
import { amountLabels } from "../../schema/labels.ts"
import type { Reward } from "../../schema/onrampModels.ts"
import { welcomeLabels } from "../../schema/welcomeLabels.ts"
import { useText } from "../i18n/text.tsx"
import { onrampQueryPolicy } from "../queries.ts"

/** A campaign naming no country holds everywhere. */
const heldIn = (reward: typeof Reward.Type, country: string) =>
  reward.countryIsoCodes.length === 0 || reward.countryIsoCodes.includes(country)

export function PossibleRewards({ country, source }: { readonly country: string; readonly source?: string }) {
  const { t } = useText()
  const { promotions } = useRouteContext({ from: "__root__" })
  const rewards = useQuery({
    queryKey: ["possibleRewards", source],
    queryFn: () => promotions.possibleRewards(source),
    staleTime: 5 * 60_000,
    ...onrampQueryPolicy,
  })
  const here = (rewards.data ?? []).filter((reward) => heldIn(reward, country))
  if (here.length === 0) return null
  return (
    <section className="page-section" aria-labelledby="rewards-title">
      <h2 id="rewards-title">{t(welcomeLabels.rewardsTitle)}</h2>
      {here.map((reward) => (
        <p key={reward.reward} className="banner-reward">
          <span aria-hidden="true">★</span> {reward.reward}
          {reward.orderAssets.length > 0 && (
            <span className="banner-reward-minimum">
              {t(welcomeLabels.rewardAssets(reward.orderAssets.join(", ")))}
            </span>
          )}
          {reward.termsUrl && (
            <a href={reward.termsUrl} target="_blank" rel="noreferrer">
              {reward.termsTitle ?? t(amountLabels.rewardTerms)}
            </a>
          )}
        </p>
      ))}
    </section>
  )
}
