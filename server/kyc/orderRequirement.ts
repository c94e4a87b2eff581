// Spec 1 §5 on the server: an order is made only when the user has passed the ID check its size needs. The widget's
// steps follow the same rule; this keeps a request made around them (or an anonymous sale) from slipping past it.
// The order's USD amount is the decimal its quote stored, held against the minimums as decimals: a float would read
// 99.9999999999999999 USD as 100 and ask a check the rule does not.
import { BigDecimal as D, Effect } from "effect"
import type { KycLevel, Product } from "../../schema/enums.ts"
import { InvalidRequest } from "../../schema/errors.ts"
import type { KycRules } from "../../schema/kyc.ts"
import { kycRefusals } from "../../schema/kycRequirement.ts"
import { KycRecords } from "./repository.ts"

export interface OrderSize {
  /** null: an anonymous visitor, who has passed no check. */
  readonly userId: string | null
  readonly countryIsoCode: string
  readonly product: Product
  /** As the quote stored it (numeric text). */
  readonly amountUsd: string
}

const usd = (amount: string | number) => D.fromStringUnsafe(String(amount))

/** The rule of schema/kycRequirement.ts (none below the basic minimum, advanced from the advanced one) in decimals. */
export const requiredKycLevelOf = (amountUsd: string, product: Product, rules: KycRules, passed: KycLevel | null) => {
  if (passed === "advanced") return undefined
  const amount = usd(amountUsd)
  const basic = usd(product === "onramp" ? rules.onRampMinBasic : rules.offRampMinBasic)
  const advanced = usd(product === "onramp" ? rules.onRampMinAdvanced : rules.offRampMinAdvanced)
  if (D.isLessThan(amount, basic)) return undefined
  const needed: KycLevel = D.isGreaterThanOrEqualTo(amount, advanced) ? "advanced" : "basic"
  return needed === passed ? undefined : needed
}

export const kycNeededFor = ({ userId, countryIsoCode, product, amountUsd }: OrderSize) =>
  Effect.gen(function* () {
    const records = yield* KycRecords
    const passed: KycLevel | null = userId ? yield* records.passedLevel(userId) : null
    return requiredKycLevelOf(amountUsd, product, yield* records.rules(countryIsoCode), passed)
  })

/** Fails with the refusal when the order's size needs a check the user has not passed. */
export const requirePassedKyc = (size: OrderSize) =>
  Effect.flatMap(kycNeededFor(size), (needed) =>
    needed
      ? Effect.fail(
          new InvalidRequest({
            code: kycRefusals.code,
            message: size.userId ? kycRefusals.notPassed : kycRefusals.signInFirst,
          }),
        )
      : Effect.void,
  )
