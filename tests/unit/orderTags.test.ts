// The integrator's link as an order carries it (spec 1 §3 order creation payload, spec 2 §7 create-order): from the
// page's address, decoded as the widget decodes it, to orderParams, forceFail and meta's signature and utm tags.
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeQueryConfig } from "../../schema/config.ts"
import { orderTagsOf, statusPageTemplate } from "../../schema/orderTags.ts"

const tagsOf = (query: string) => {
  const decoded = decodeQueryConfig(query)
  if (Result.isFailure(decoded)) throw decoded.failure
  return orderTagsOf(decoded.success)
}

describe("an order's tags from the page's address", () => {
  it("carry orderParams, forceFail, the signed link and the three utm tags as the calls name them", () => {
    expect(
      tagsOf(
        "orderParams=cart-7781&forceFail=true&signature=abc.def&utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      ),
    ).toEqual({
      orderParams: "cart-7781",
      forceFail: true,
      meta: { signature: "abc.def", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" },
    })
  })

  it("are empty for a link without them, and forceFail=0 or false forces nothing", () => {
    expect(tagsOf("network=celo&asset=cusd")).toEqual({ meta: {} })
    expect(tagsOf("forceFail=0")).toEqual({ meta: {} })
    expect(tagsOf("forceFail=false")).toEqual({ meta: {} })
    expect(tagsOf("forceFail")).toEqual({ forceFail: true, meta: {} })
  })

  it("keep an orderParams as written, JSON included", () => {
    const written = JSON.stringify({ cart: 7781, note: "a & b" })
    expect(tagsOf(new URLSearchParams({ orderParams: written }).toString()).orderParams).toBe(written)
  })
})

describe("the status page an on-ramp order names", () => {
  it("is the widget's /swap-status with the {orderId} placeholder the server fills in", () => {
    expect(statusPageTemplate("https://widget.example")).toBe("https://widget.example/swap-status?orderId={orderId}")
  })
})
