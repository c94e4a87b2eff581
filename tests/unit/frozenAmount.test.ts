// Spec 1 §2 and spec 2 §5: in crypto mode, switching between an asset priced at 1 USD and one that is not converts
// the amount by price; issue 16: an amount the integrator froze (freezeAmount) holds when the asset changes.
import { describe, expect, it } from "vitest"
import { type OfframpContext, withAsset as offrampWithAsset } from "../../machines/offrampContext.ts"
import { type OnrampContext, withAsset as onrampWithAsset } from "../../machines/onrampContext.ts"

const assets = [
  { network: "CELO", asset: "CUSD", priceUsd: 1 },
  { network: "CELO", asset: "CKES", priceUsd: 0.0077 },
]
const context = (freezeAmount: boolean) => ({
  config: { freezeAmount },
  catalog: { assets },
  network: "CELO",
  asset: "CUSD",
  currency: "crypto",
  amount: "20",
})

describe("switching the asset in crypto mode", () => {
  it("converts a free amount by price (20 USD of CUSD is about 2597.40 CKES)", () => {
    expect(onrampWithAsset(context(false) as unknown as OnrampContext, "CELO", "CKES").amount).toBe("2597.4")
    expect(offrampWithAsset(context(false) as unknown as OfframpContext, "CELO", "CKES").amount).toBe("2597.4")
  })

  it("keeps a frozen amount as the integrator gave it, on both ramps", () => {
    expect(onrampWithAsset(context(true) as unknown as OnrampContext, "CELO", "CKES").amount).toBe("20")
    expect(offrampWithAsset(context(true) as unknown as OfframpContext, "CELO", "CKES").amount).toBe("20")
  })
})
