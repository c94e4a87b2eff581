// Rules of the on-ramp amount step (spec 1 §2, §4, §5), pure, for the chart and its screens.
import { BigDecimal as D, Option } from "effect"
import { lockedByLink } from "./embedding.ts"
import type { CurrencyType } from "./enums.ts"
import { onrampNextLabels } from "./labels.ts"
import { validation } from "./messages.ts"

export interface AmountLimits {
  readonly min: number
  readonly max: number
}

export interface AmountInput {
  /** As typed. */
  readonly value: string
  readonly currency: "local" | "crypto"
  /** The asset's code for crypto amounts, the currency's for local ones, as the messages name them. */
  readonly unit: string
  readonly limits: AmountLimits | undefined
  /** Whether local amounts may carry cents. */
  readonly withCents: boolean
}

/** What an on-ramp amount counts in: the currency given, else local money when an amount is given, else crypto.
 * The widget starts from it, and a signed link that locks an amount without a currency locks this one. */
export const amountCurrency = (currency: CurrencyType | undefined, amount: unknown): CurrencyType =>
  currency ?? (amount === undefined ? "crypto" : "local")

/** The amount cannot be changed: freezeAmount, or a signed link that locks it (and so its currency, whose switch
 * is typing into the other field). */
export const amountFrozen = (config: {
  readonly freezeAmount?: boolean | undefined
  readonly signature?: string | undefined
}): boolean => config.freezeAmount === true || lockedByLink(config.signature).amount !== undefined

const decimalOf = (value: string) => Option.getOrUndefined(D.fromString(value.trim()))
const plain = (n: number) => D.format(D.normalize(D.fromNumberUnsafe(n)))

/** The first rule an amount breaks, or undefined. An empty amount breaks none: there is nothing to check yet. */
export const checkAmount = ({ value, currency, unit, limits, withCents }: AmountInput): string | undefined => {
  if (value.trim() === "") return undefined
  const amount = decimalOf(value)
  if (!amount || D.isNegative(amount)) return validation.amountAtLeast(unit, plain(limits?.min ?? 0))
  if (D.normalize(amount).scale > 2) return validation.twoDecimals
  if (currency === "local" && !withCents && !D.isInteger(amount)) return validation.localAmountInteger
  if (limits && D.isLessThan(amount, D.fromNumberUnsafe(limits.min)))
    return validation.amountAtLeast(unit, plain(limits.min))
  if (limits && D.isGreaterThan(amount, D.fromNumberUnsafe(limits.max)))
    return validation.amountAtMost(unit, plain(limits.max))
  return undefined
}

/** Spec 1 §2, §5: the crypto amount received as shown: negative or missing shows as 0, and it is cut to 2 decimals,
 * never rounded up, so it is never shown as more than the user receives. */
export const shownCryptoAmount = (amount: number | undefined): string =>
  amount === undefined || amount < 0
    ? "0"
    : D.format(D.normalize(D.round(D.fromNumberUnsafe(amount), { scale: 2, mode: "floor" })))

/**
 * Spec 1 §2: switching the asset in crypto mode between one priced at 1 USD and one that is not converts the
 * amount by price, rounded to 2 decimals; between two of the same kind the amount stays.
 */
export const amountAfterAssetSwitch = (amount: string, fromPriceUsd: number, toPriceUsd: number): string => {
  const decimal = decimalOf(amount)
  if (!decimal || (fromPriceUsd === 1) === (toPriceUsd === 1)) return amount
  const converted = D.divideUnsafe(
    D.multiply(decimal, D.fromNumberUnsafe(fromPriceUsd)),
    D.fromNumberUnsafe(toPriceUsd),
  )
  return D.format(D.normalize(D.round(converted, { scale: 2, mode: "half-even" })))
}

export interface NextStepFacts {
  readonly hasWalletAddress: boolean
  readonly signedIn: boolean
  readonly kycRequired: boolean
  readonly hasOpenOrder: boolean
}

/** The Next button of the amount screen: where the journey goes next, in the order of spec 1 §4. */
export const onrampNextLabel = ({ hasWalletAddress, signedIn, kycRequired, hasOpenOrder }: NextStepFacts): string => {
  if (!hasWalletAddress) return onrampNextLabels.wallet
  if (!signedIn) return onrampNextLabels.verifyEmail
  if (kycRequired) return onrampNextLabels.verifyId
  if (hasOpenOrder) return onrampNextLabels.transferFunds
  return onrampNextLabels.createOrder
}

export interface CountrySources {
  readonly chosen?: string | undefined
  readonly configured?: string | undefined
  readonly account?: string | null | undefined
  readonly stored?: string | null | undefined
  readonly located?: string | null | undefined
}

/** Spec 1 §4: user choice, configured country, account country, stored country, located country, else the first. */
export const chooseCountry = (sources: CountrySources, supported: ReadonlyArray<string>): string | undefined =>
  [sources.chosen, sources.configured, sources.account, sources.stored, sources.located].find(
    (code): code is string => typeof code === "string" && supported.includes(code),
  ) ?? supported[0]
