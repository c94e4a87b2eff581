// Spec 1 §5 on the server: an order is made only when the user has passed the ID check its size needs. The widget's
// steps follow the same rule; this keeps a request made around them (or an anonymous sale) from slipping past it.
import { Effect } from "effect"
import type { KycLevel, Product } from "../../schema/enums.ts"
import { InvalidRequest } from "../../schema/errors.ts"
import { kycRefusals, requiredKycLevel } from "../../schema/kycRequirement.ts"
import { KycRecords } from "./repository.ts"

export interface OrderSize {
  /** null: an anonymous visitor, who has passed no check. */
  readonly userId: string | null
  readonly countryIsoCode: string
  readonly product: Product
  readonly amountUsd: number
}

export const kycNeededFor = ({ userId, countryIsoCode, product, amountUsd }: OrderSize) =>
  Effect.gen(function* () {
    const records = yield* KycRecords
    const passed: KycLevel | null = userId ? yield* records.passedLevel(userId) : null
    return requiredKycLevel({ amountUsd, product, rules: yield* records.rules(countryIsoCode), passed })
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
