// What an agent's off-ramp offer gives for an amount, in decimals (never floats): the agent buys the crypto at its
// USD rate times the asset's USD price, keeps its fee out of the crypto, and pays the rest in local money. The user
// pays the network's gas from their own wallet, so none is taken here.
import { BigDecimal as D } from "effect"
import { cryptoScale, down, feeFraction, one, up } from "../onramp/decimals.ts"

export interface SaleTerms {
  readonly usdRate: D.BigDecimal
  readonly feeBps: number
  readonly minLocal: D.BigDecimal
  readonly maxLocal: D.BigDecimal
  /** The local money the agent still holds for payouts. */
  readonly liquidityLocal: D.BigDecimal
}

export interface PricedSale {
  /** Local currency per unit of the asset. */
  readonly rate: D.BigDecimal
  /** What the user sends. */
  readonly cryptoAmount: D.BigDecimal
  /** The USD value of what the user sends. */
  readonly usdAmount: D.BigDecimal
  /** What the user receives. */
  readonly localCurrencyAmount: D.BigDecimal
  /** The agent's fee, out of what the user sends. */
  readonly feeAmountCrypto: D.BigDecimal
}

const rateOf = (offer: SaleTerms, priceUsd: D.BigDecimal) => D.multiply(offer.usdRate, priceUsd)

/** The sale of `amount` of the asset sent, or of local money received; undefined when the offer cannot serve it. */
export const priceSale = (
  offer: SaleTerms,
  priceUsd: D.BigDecimal,
  request: { readonly currency: "local" | "crypto"; readonly amount: D.BigDecimal; readonly localScale: 0 | 2 },
): PricedSale | undefined => {
  const rate = rateOf(offer, priceUsd)
  const fee = feeFraction(offer.feeBps)
  let crypto: D.BigDecimal
  let feeAmount: D.BigDecimal
  let local: D.BigDecimal
  if (request.currency === "crypto") {
    crypto = request.amount
    feeAmount = up(D.multiply(crypto, fee), cryptoScale)
    local = down(D.multiply(D.subtract(crypto, feeAmount), rate), request.localScale)
  } else {
    // The user names what to receive: send enough that, less the fee, it buys that much.
    local = request.amount
    const net = up(D.divideUnsafe(local, rate), cryptoScale)
    crypto = up(D.divideUnsafe(net, D.subtract(one, fee)), cryptoScale)
    feeAmount = D.subtract(crypto, net)
  }
  if (!D.isPositive(local) || !D.isPositive(D.subtract(crypto, feeAmount))) return undefined
  if (D.isLessThan(local, offer.minLocal) || D.isGreaterThan(local, offer.maxLocal)) return undefined
  if (D.isGreaterThan(local, offer.liquidityLocal)) return undefined
  return {
    rate,
    cryptoAmount: crypto,
    usdAmount: down(D.multiply(crypto, priceUsd), 2),
    localCurrencyAmount: local,
    feeAmountCrypto: feeAmount,
  }
}

/** The best for the user: the most local money for crypto sent, the least crypto sent for local money asked. */
export const betterSale = (currency: "local" | "crypto") => (a: PricedSale, b: PricedSale) =>
  currency === "crypto"
    ? D.isGreaterThan(a.localCurrencyAmount, b.localCurrencyAmount)
    : D.isLessThan(a.cryptoAmount, b.cryptoAmount)

/** The offer that gives the user the most for `request` (betterSale), with its sale; undefined when none serves it. */
export const bestSaleOf = <Offer extends SaleTerms>(
  offers: ReadonlyArray<Offer>,
  priceUsd: D.BigDecimal,
  request: { readonly currency: "local" | "crypto"; readonly amount: D.BigDecimal; readonly localScale: 0 | 2 },
): { readonly offer: Offer; readonly sale: PricedSale } | undefined => {
  let best: { readonly offer: Offer; readonly sale: PricedSale } | undefined
  for (const offer of offers) {
    const sale = priceSale(offer, priceUsd, request)
    if (sale && (!best || betterSale(request.currency)(sale, best.sale))) best = { offer, sale }
  }
  return best
}

/** The amounts a sale may be for, across offers: from the lowest minimum to the most any offer pays. */
export const saleLimitsOf = (offers: ReadonlyArray<SaleTerms>, priceUsd: D.BigDecimal) => {
  if (offers.length === 0) return undefined
  const bounds = offers.map((offer) => {
    const maxLocal = D.min(offer.maxLocal, offer.liquidityLocal)
    // Local money per unit of crypto sent, once the fee is kept.
    const net = D.multiply(rateOf(offer, priceUsd), D.subtract(one, feeFraction(offer.feeBps)))
    return {
      minLocal: offer.minLocal,
      maxLocal,
      minCrypto: up(D.divideUnsafe(offer.minLocal, net), 2),
      maxCrypto: down(D.divideUnsafe(maxLocal, net), 2),
    }
  })
  const usable = bounds.filter((b) => D.isGreaterThanOrEqualTo(b.maxLocal, b.minLocal))
  if (usable.length === 0) return undefined
  return {
    minLocal: usable.map((b) => b.minLocal).reduce((a, b) => D.min(a, b)),
    maxLocal: usable.map((b) => b.maxLocal).reduce((a, b) => D.max(a, b)),
    minCrypto: usable.map((b) => b.minCrypto).reduce((a, b) => D.min(a, b)),
    maxCrypto: usable.map((b) => b.maxCrypto).reduce((a, b) => D.max(a, b)),
  }
}
