// The decimal arithmetic both books price with: amounts of crypto to 6 places, fees in basis points, and rounding
// always in the platform's favour by naming the direction (down: what the user gets, up: what the user pays).
import { BigDecimal as D } from "effect"

export const cryptoScale = 6
export const d = D.fromStringUnsafe
export const one = d("1")
export const down = (n: D.BigDecimal, scale: number) => D.round(n, { scale, mode: "to-zero" })
export const up = (n: D.BigDecimal, scale: number) => D.round(n, { scale, mode: "from-zero" })

const bps = d("10000")
/** An agent's fee in basis points as a fraction. */
export const feeFraction = (feeBps: number) => D.divideUnsafe(D.fromBigInt(BigInt(feeBps)), bps)
