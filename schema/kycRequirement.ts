// Which identity check an order needs (spec 1 §5): none if advanced is passed; none below the basic minimum;
// advanced at or above the advanced minimum; basic at or above the basic minimum; nothing if that level is
// already passed. Amounts in USD, minimums per product.
import type { KycLevel, Product } from "./enums.ts"
import type { KycRules } from "./kyc.ts"

export interface KycRequirementInput {
  readonly amountUsd: number
  readonly product: Product
  readonly rules: KycRules
  readonly passed: KycLevel | null
}

export const requiredKycLevel = ({ amountUsd, product, rules, passed }: KycRequirementInput): KycLevel | undefined => {
  if (passed === "advanced") return undefined
  const basic = product === "onramp" ? rules.onRampMinBasic : rules.offRampMinBasic
  const advanced = product === "onramp" ? rules.onRampMinAdvanced : rules.offRampMinAdvanced
  if (amountUsd < basic) return undefined
  const needed: KycLevel = amountUsd >= advanced ? "advanced" : "basic"
  return needed === passed ? undefined : needed
}

/** Whether a passed level covers the level asked for. */
export const levelCovers = (passed: KycLevel | null, needed: KycLevel) =>
  passed === "advanced" || (passed === "basic" && needed === "basic")

/** Why the server refuses an order whose size needs an ID check the user has not passed (code KYC_REQUIRED). */
export const kycRefusals = {
  code: "KYC_REQUIRED",
  notPassed: "This amount needs an ID check. Complete it, then create the order.",
  signInFirst: "This amount needs an ID check. Sign in to sell it.",
} as const
