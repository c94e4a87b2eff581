// The off-ramp step bar's rules (spec 2 §2): Amount, Login (hidden when logged in), ID Check (hidden when no KYC is
// needed), Details (hidden when there are no required fields), Pay, Status. A step is shown while it is the current one.
import { offrampSteps } from "../../schema/labels.ts"

export type OfframpStep = (typeof offrampSteps)[number]

export const visibleOfframpSteps = (facts: {
  readonly current: OfframpStep
  readonly signedIn: boolean
  readonly kycRequired: boolean
  readonly hasRequiredFields: boolean
}): ReadonlyArray<OfframpStep> =>
  offrampSteps.filter((step) => {
    if (step === facts.current) return true
    if (step === "Login") return !facts.signedIn
    if (step === "ID Check") return facts.kycRequired
    if (step === "Details") return facts.hasRequiredFields
    return true
  })
