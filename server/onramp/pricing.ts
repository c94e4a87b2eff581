// What an agent's offer gives for an amount, in decimals (never floats): the rate in local currency per unit of
// the asset is the agent's USD rate times the asset's USD price; the agent keeps its fee, the network's gas is
// paid from the amount, and the user receives the rest.
import { BigDecimal as D } from "effect"
import { cryptoScale, d, down, feeFraction, one, up } from "./decimals.ts"

export interface OfferTerms {
  readonly usdRate: D.BigDecimal
  readonly feeBps: number
  readonly minLocal: D.BigDecimal
  readonly maxLocal: D.BigDecimal
  /** What the agent still holds of the asset. */
  readonly liquidity: D.BigDecimal
}

export interface AssetTerms {
  readonly priceUsd: D.BigDecimal
  /** Network fee of a withdrawal, in USD. */
  readonly gasUsd: D.BigDecimal
}

export interface PricedOffer {
  readonly rate: D.BigDecimal
  readonly cryptoAmount: D.BigDecimal
  readonly cryptoWithdrawAmount: D.BigDecimal
  readonly usdWithdrawAmount: D.BigDecimal
  readonly localCurrencyAmount: D.BigDecimal
  readonly cryptoFeeAmount: D.BigDecimal
  readonly cryptoGasAmount: D.BigDecimal
}

export const gasUsdOf = (network: string) => d(network === "ETHEREUM" ? "1.50" : network === "TRON" ? "0.80" : "0.05")

/** The offer for `amount` of local currency paid, or of the asset received; undefined when it cannot serve it. */
export const priceOffer = (
  offer: OfferTerms,
  asset: AssetTerms,
  request: { readonly currency: "local" | "crypto"; readonly amount: D.BigDecimal; readonly localScale: 0 | 2 },
): PricedOffer | undefined => {
  const rate = D.multiply(offer.usdRate, asset.priceUsd)
  const fee = feeFraction(offer.feeBps)
  const gas = up(D.divideUnsafe(asset.gasUsd, asset.priceUsd), cryptoScale)
  let local: D.BigDecimal
  let crypto: D.BigDecimal
  if (request.currency === "local") {
    local = request.amount
    crypto = down(D.divideUnsafe(local, rate), cryptoScale)
  } else {
    // The user names what to receive: pay for it, the fee and the gas.
    crypto = up(D.divideUnsafe(D.sum(request.amount, gas), D.subtract(one, fee)), cryptoScale)
    local = up(D.multiply(crypto, rate), request.localScale)
  }
  const feeAmount = up(D.multiply(crypto, fee), cryptoScale)
  const withdraw = D.subtract(D.subtract(crypto, feeAmount), gas)
  if (!D.isPositive(withdraw)) return undefined
  if (D.isLessThan(local, offer.minLocal) || D.isGreaterThan(local, offer.maxLocal)) return undefined
  if (D.isGreaterThan(crypto, offer.liquidity)) return undefined
  return {
    rate,
    cryptoAmount: crypto,
    cryptoWithdrawAmount: withdraw,
    usdWithdrawAmount: down(D.multiply(withdraw, asset.priceUsd), 2),
    localCurrencyAmount: local,
    cryptoFeeAmount: feeAmount,
    cryptoGasAmount: gas,
  }
}

/** The best for the user: the most received for local money paid, the least paid for crypto received. */
export const better = (currency: "local" | "crypto") => (a: PricedOffer, b: PricedOffer) =>
  currency === "local"
    ? D.isGreaterThan(a.cryptoWithdrawAmount, b.cryptoWithdrawAmount)
    : D.isLessThan(a.localCurrencyAmount, b.localCurrencyAmount)

/** The amounts an order may be for, across offers: from the lowest minimum to the highest amount served. */
export const limitsOf = (offers: ReadonlyArray<OfferTerms>, asset: AssetTerms) => {
  if (offers.length === 0) return undefined
  const rates = offers.map((o) => D.multiply(o.usdRate, asset.priceUsd))
  const minLocal = offers.map((o) => o.minLocal).reduce((a, b) => D.min(a, b))
  const maxLocal = offers
    .map((o, i) => D.min(o.maxLocal, down(D.multiply(o.liquidity, rates[i] ?? one), 2)))
    .reduce((a, b) => D.max(a, b))
  const bestRate = rates.reduce((a, b) => D.min(a, b))
  return {
    minLocal,
    maxLocal,
    minCrypto: up(D.divideUnsafe(minLocal, bestRate), 2),
    maxCrypto: down(D.divideUnsafe(maxLocal, bestRate), 2),
  }
}

/** Whether an amount the client sent (a JSON number) is the stored decimal, exactly. */
export const sameAmount = (sent: number, stored: string) =>
  D.equals(D.normalize(D.fromStringUnsafe(String(sent))), D.normalize(D.fromStringUnsafe(stored)))
