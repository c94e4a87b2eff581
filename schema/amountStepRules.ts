// Rules of the amount steps that the on-ramp, the off-ramp and buy-goods share (spec 1 §2, spec 2 §2), pure: the
// asset's warning, the account's country, and when Next may be pressed.
import { errors, notices } from "./messages.ts"

export interface AssetChoice {
  readonly network?: string | undefined
  readonly asset?: string | undefined
}

/** Spec 1 §2, spec 2 §2: USDT on Lisk warns that the wallet must support USDT on Lisk; other choices warn of nothing. */
export const assetNotice = (choice: AssetChoice | undefined): string | undefined =>
  choice?.network === "LISK" && choice.asset === "USDT" ? notices.liskUsdt : undefined

/** Spec 1 §2, §8, spec 2 §8: a signed-in user orders in the account's country; another country is refused. */
export const countryProblem = (
  country: string | undefined,
  accountCountry: string | null | undefined,
): string | undefined =>
  country && accountCountry && country !== accountCountry ? errors.countryDoesNotMatchAccount : undefined

/**
 * Spec 1 §2: Next is disabled when there is no offer for the amount as typed, the amount breaks a rule, or the
 * country is not the account's.
 */
export const amountNextEnabled = (facts: {
  readonly offer: unknown
  readonly amountProblem: string | undefined
  readonly countryProblem: string | undefined
}) => Boolean(facts.offer) && facts.amountProblem === undefined && facts.countryProblem === undefined

/**
 * Spec 1 §4, spec 2 §4 country choice (configured, then account, then stored or located): an account that arrives
 * after the first choices were made (the session read after the catalogue) brings its country, unless the integrator
 * configured one or the account's country is not offered. Only a new account country counts, so a session that
 * tells the same user again never undoes a choice.
 */
export const accountCountryToAdopt = (facts: {
  readonly configured: string | undefined
  readonly current: string | undefined
  readonly knownAccount: string | null | undefined
  readonly arrivingAccount: string | null | undefined
  readonly offered: ReadonlyArray<string>
}): string | undefined => {
  const account = facts.arrivingAccount
  if (!account || account === facts.knownAccount || account === facts.current || facts.configured) return undefined
  return facts.offered.includes(account) ? account : undefined
}

/** Spec 2 §5: the crypto amount the seller pays, as shown: missing (no offer yet) or negative shows as 0. */
export const shownPayAmount = (amount: number | undefined): string =>
  amount === undefined || !Number.isFinite(amount) || amount < 0 ? "0" : String(amount)

/** Spec 1 §5: a reward's minimum order in asset units, minOrderAmount (USD) / priceUsd, rounded up to the cent so
 * that an order of the amount shown qualifies. */
export const rewardMinimum = (minOrderAmount: number, priceUsd: number) =>
  Math.ceil(Number(((minOrderAmount / priceUsd) * 100).toFixed(6))) / 100
