// The amount a user typed, read as a decimal (both ramps and buy-goods ask for their offers with it).
import { BigDecimal as D, Effect, Option } from "effect"
import { invalidRequest } from "../../schema/errors.ts"
import { validation } from "../../schema/messages.ts"
import { orderRefusals } from "../../schema/onramp.ts"

/** An amount as the user typed it: positive, at most 2 decimals, whole when the currency has no cents. */
export const amountOf = (amount: number, currency: "local" | "crypto", localScale: 0 | 2) => {
  const decimal = Option.getOrUndefined(D.fromString(String(amount)))
  if (!decimal || !D.isPositive(decimal)) return Effect.fail(invalidRequest(orderRefusals.amountNotPositive))
  if (D.normalize(decimal).scale > 2) return Effect.fail(invalidRequest(validation.twoDecimals))
  if (currency === "local" && localScale === 0 && !D.isInteger(decimal))
    return Effect.fail(invalidRequest(validation.localAmountInteger))
  return Effect.succeed(decimal)
}
