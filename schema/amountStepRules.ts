// Rules of the amount steps that the on-ramp, the off-ramp and buy-goods share (spec 1 §2, spec 2 §2), pure: the
// asset's warning, and when Next may be pressed.
import { notices } from "./messages.ts"

export interface AssetChoice {
  readonly network?: string | undefined
  readonly asset?: string | undefined
}

/** Spec 1 §2, spec 2 §2: USDT on Lisk warns that the wallet must support USDT on Lisk; other choices warn of nothing. */
export const assetNotice = (choice: AssetChoice | undefined): string | undefined =>
  choice?.network === "LISK" && choice.asset === "USDT" ? notices.liskUsdt : undefined

/** Spec 1 §2: Next is disabled when there is no offer for the amount as typed, or the amount breaks a rule. */
export const amountNextEnabled = (facts: { readonly offer: unknown; readonly amountProblem: string | undefined }) =>
  Boolean(facts.offer) && facts.amountProblem === undefined
