// The on-ramp step bar's rules (spec 1 §2): Amount, Wallet, ID Check, Verify, Order; Wallet hidden when the wallet
// is frozen; ID Check shown only when the offer needs it or it is the current step.
import { onrampSteps } from "../../schema/labels.ts"

export type OnrampStep = (typeof onrampSteps)[number]

export const visibleSteps = (facts: {
  readonly current: OnrampStep
  readonly walletFrozen: boolean
  readonly kycRequired: boolean
}): ReadonlyArray<OnrampStep> =>
  onrampSteps.filter((step) => {
    if (step === "Wallet") return !facts.walletFrozen || facts.current === "Wallet"
    if (step === "ID Check") return facts.kycRequired || facts.current === "ID Check"
    return true
  })
