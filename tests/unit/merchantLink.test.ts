// The merchant link generator's links round-trip (spec 1 §2 /merchant): opening one gives the widget exactly the
// configuration entered, for every parameter, and a value the widget would refuse is refused on its own field.
import { execFileSync } from "node:child_process"
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeQueryConfig, type QueryConfig } from "../../schema/config.ts"
import { embeddingMessages } from "../../schema/embedding.ts"
import { assets, memoNetworks, networks, paymentChannels } from "../../schema/enums.ts"
import { merchantLabels } from "../../schema/merchantLabels.ts"
import {
  buildMerchantLink,
  emptyMerchantForm,
  formFromLink,
  type MerchantForm,
  type MerchantProblems,
  merchantLinkPath,
  registrationProblems,
  signLinkCommand,
} from "../../schema/merchantLink.ts"
import { missingParameter, validation } from "../../schema/messages.ts"
import { readSignedLink } from "../../server/onramp/signedLinks.ts"

const origin = "https://widget.example"

/** What a person types: any text, without the spaces around it that the generator trims. */
const typed = fc.string({ minLength: 1, maxLength: 40, unit: "grapheme" }).filter((s) => s.trim() === s && s !== "")
const optional = <T extends string>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: "" as const })
const amount = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
  .filter(([whole, cents]) => whole + cents > 0)
  .map(([whole, cents, withCents]) => (withCents ? `${whole}.${String(cents).padStart(2, "0")}` : `${whole || 1}`))

const form: fc.Arbitrary<MerchantForm> = fc
  .record({
    flow: fc.constantFrom("onramp" as const, "offramp" as const),
    start: fc.constantFrom("amount" as const, "autoOrder" as const),
    integrator: optional(fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/)),
    countryIsoCode: optional(fc.stringMatching(/^[A-Z]{2}$/)),
    paymentChannel: optional(fc.constantFrom(...paymentChannels)),
    carrierCode: optional(fc.stringMatching(/^[a-z][a-z_]{1,15}$/)),
    network: optional(fc.constantFrom(...networks)),
    asset: optional(fc.constantFrom(...assets)),
    address: optional(typed),
    memo: optional(typed),
    amount: optional(amount),
    currency: fc.constantFrom("local", "crypto"),
    redirectUrl: optional(fc.webUrl({ withQueryParameters: true, withFragments: true })),
    callbackBtnText: optional(typed),
    callbackUrl: optional(fc.webUrl({ withQueryParameters: true })),
    closeBtn: optional(typed),
    source: optional(typed),
    utm_source: optional(typed),
    utm_medium: optional(typed),
    utm_campaign: optional(typed),
    // Light is the widget's own look: the generator leaves it out of the link (screens/merchant/LookFields.tsx).
    theme: optional(fc.constantFrom("dark", "auto")),
    accentColor: optional(fc.constantFrom("#ffd400", "#1A237E", "rgb(26 35 126)", "hsl(235 66% 30%)", "#fd0")),
    freezeAmount: fc.boolean(),
    freezeWallet: fc.boolean(),
    hideSwitch: fc.boolean(),
    hideAddressField: fc.boolean(),
  })
  // What the generator asks for before it makes a link: a wallet with its network, a locked value given.
  .map((f) => ({
    ...f,
    network: (f.address || f.asset) && !f.network ? ("CELO" as const) : f.network,
    asset: (f.address || f.network) && !f.asset ? ("USDC" as const) : f.asset,
    freezeAmount: f.freezeAmount && f.amount !== "",
    freezeWallet: f.freezeWallet && f.address !== "",
    hideAddressField: f.hideAddressField && f.address !== "",
  }))

/** The configuration the widget should read: what was entered, with the generator's documented omissions. */
const expected = (f: MerchantForm): QueryConfig => {
  // Every field of the form by its own name (not the module's lists, which could forget one).
  const { start: _start, ...fields } = f
  const config: Record<string, unknown> = { extra: {} }
  for (const [key, value] of Object.entries(fields)) if (value !== "" && value !== false) config[key] = value
  if (f.amount !== "") config.amount = Number(f.amount)
  else delete config.currency
  if (!memoNetworks.some((n) => n === f.network)) delete config.memo
  return config as QueryConfig
}

const linkOf = (f: MerchantForm) => {
  const result = buildMerchantLink(f)
  if (Result.isFailure(result)) throw new Error(`refused: ${JSON.stringify(result.failure)}`)
  return new URL(result.success.href, origin)
}
const problemsOf = (f: Partial<MerchantForm>): MerchantProblems => {
  const result = buildMerchantLink({ ...emptyMerchantForm, ...f })
  if (Result.isSuccess(result)) throw new Error(`expected a refusal, got ${result.success.href}`)
  return result.failure
}
const decode = (url: URL) => {
  const result = decodeQueryConfig(url.search)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

describe("merchant links", () => {
  it("give the widget exactly the configuration entered, on the flow's page", () => {
    fc.assert(
      fc.property(form, (f) => {
        const url = linkOf(f)
        expect(url.origin).toBe(origin)
        expect(url.pathname).toBe(merchantLinkPath(f))
        expect(decode(url)).toEqual(expected(f))
      }),
      { numRuns: 300 },
    )
  })

  it("answer the configuration the widget reads along with the link", () => {
    fc.assert(
      fc.property(form, (f) => {
        const result = buildMerchantLink(f)
        if (Result.isFailure(result)) throw new Error("refused")
        expect(result.success.config).toEqual(decode(new URL(result.success.href, origin)))
      }),
    )
  })

  it("fill the form again when pasted, so a link made earlier is edited into the same link", () => {
    fc.assert(
      fc.property(form, (f) => {
        const href = linkOf(f).toString()
        const again = formFromLink(href, origin)
        if (Result.isFailure(again)) throw new Error(again.failure)
        expect(linkOf(again.success).toString()).toBe(href)
      }),
      { numRuns: 200 },
    )
  })

  it("refuse to fill the form from text that is no link, or from a link the widget would refuse", () => {
    expect(formFromLink("http://[nope", origin)).toEqual(Result.fail(merchantLabels.notALink))
    expect(formFromLink(`${origin}/?amount=abc`, origin)).toEqual(
      Result.fail('Query parameter "amount" is invalid: expected a number.'),
    )
  })

  it("open the amount screen of the flow, or the auto-order route", () => {
    expect(linkOf({ ...emptyMerchantForm, flow: "onramp" }).pathname).toBe("/")
    expect(linkOf({ ...emptyMerchantForm, flow: "offramp" }).pathname).toBe("/offramp")
    expect(linkOf({ ...emptyMerchantForm, flow: "offramp", start: "autoOrder" }).pathname).toBe("/auto-onramp")
    expect(linkOf(emptyMerchantForm).search).toBe("?flow=onramp")
  })

  it("trim what is typed and leave out a memo the network does not take and a currency without an amount", () => {
    const url = linkOf({
      ...emptyMerchantForm,
      network: "CELO",
      asset: "CUSD",
      address: "  0xabc  ",
      memo: "12345",
      currency: "crypto",
      callbackBtnText: " Back to shop ",
    })
    expect(decode(url)).toEqual({
      flow: "onramp",
      network: "CELO",
      asset: "CUSD",
      address: "0xabc",
      callbackBtnText: "Back to shop",
      extra: {},
    })
    expect(decode(linkOf({ ...emptyMerchantForm, network: "STELLAR", asset: "USDC", memo: "12345" })).memo).toBe(
      "12345",
    )
  })

  it("keep every character of free text, even those the query string uses", () => {
    const text = "a&b=c?d#e%f+g ü 🙂"
    const config = decode(linkOf({ ...emptyMerchantForm, callbackBtnText: text, utm_campaign: text }))
    expect(config).toMatchObject({ callbackBtnText: text, utm_campaign: text })
  })
})

describe("merchant link problems", () => {
  it.each([
    ["amount", "abc", "Expected a number."],
    ["amount", "-5", "Expected a positive amount."],
    ["amount", "0", "Expected a positive amount."],
    ["amount", "1.234", validation.twoDecimals],
    ["redirectUrl", "shop.example/done", "Expected an absolute http or https URL."],
    ["callbackUrl", "ftp://shop.example/hook", "Expected an absolute http or https URL."],
  ] as const)("%s %j is refused on its field, as the widget refuses it", (field, value, message) => {
    expect(problemsOf({ [field]: value })).toEqual({ [field]: message })
  })

  it("asks for what a lock or a hidden field needs, and for the network of a wallet", () => {
    expect(problemsOf({ freezeAmount: true })).toEqual({ amount: merchantLabels.freezeAmountNeedsAmount })
    expect(problemsOf({ freezeWallet: true, network: "CELO", asset: "CUSD" })).toEqual({
      address: merchantLabels.walletNeedsAddress,
    })
    expect(problemsOf({ hideAddressField: true, network: "CELO", asset: "CUSD" })).toEqual({
      address: merchantLabels.walletNeedsAddress,
    })
    expect(problemsOf({ address: "0xabc" })).toEqual({ network: validation.networkRequired })
  })

  it("asks for network and asset together, as the widget takes a configured asset only as a pair", () => {
    expect(problemsOf({ network: "CELO" })).toEqual({ asset: missingParameter.asset })
    expect(problemsOf({ asset: "USDC" })).toEqual({ network: missingParameter.network })
  })

  it("refuses an accent that is no colour on its field, with the widget's reason (issue 19)", () => {
    expect(problemsOf({ accentColor: "yellowish" })).toEqual({
      accentColor: "Expected an opaque colour such as #1a237e, rgb(26 35 126) or hsl(235 66% 30%).",
    })
    const good = buildMerchantLink({ ...emptyMerchantForm, accentColor: "#ffd400", theme: "dark" })
    expect(Result.isSuccess(good) && good.success.href).toBe("/?flow=onramp&theme=dark&accentColor=%23ffd400")
  })

  it("names every problem at once", () => {
    expect(problemsOf({ amount: "x", callbackUrl: "nope", freezeWallet: true, network: "TON", asset: "USDT" })).toEqual(
      {
        amount: "Expected a number.",
        callbackUrl: "Expected an absolute http or https URL.",
        address: merchantLabels.walletNeedsAddress,
      },
    )
  })
})

describe("the integrator's registration", () => {
  const acme = { id: "acme", origins: ["https://shop.acme.example", "http://localhost:*"] }

  it("accepts links back to the registered origins", () => {
    const f = {
      ...emptyMerchantForm,
      integrator: "acme",
      redirectUrl: "https://shop.acme.example/thanks?order=1",
      callbackUrl: "http://localhost:3000/hooks/widget",
    }
    expect(registrationProblems(f, acme)).toEqual({})
  })

  it("refuses a link back elsewhere, and an integrator the server does not know, as the widget and server do", () => {
    const f = { ...emptyMerchantForm, integrator: "acme", redirectUrl: "https://evil.example/", callbackUrl: "" }
    expect(registrationProblems(f, acme)).toEqual({ redirectUrl: embeddingMessages.urlRefused("redirectUrl") })
    expect(registrationProblems({ ...f, integrator: "nobody" }, { id: null, origins: [] })).toEqual({
      integrator: embeddingMessages.unknownIntegrator("nobody"),
      redirectUrl: embeddingMessages.urlRefused("redirectUrl"),
    })
  })
})

describe("the signing command shown for a link", () => {
  it("makes, with the documented helper, the same link plus a signature that locks every parameter", () => {
    const link = buildMerchantLink({
      ...emptyMerchantForm,
      network: "STELLAR",
      asset: "USDC",
      address: "GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN",
      memo: "12345678901234567890",
      amount: "1500",
      callbackBtnText: 'It\'s "done" & $HOME `x` \\ ü!',
      freezeAmount: true,
    })
    if (Result.isFailure(link)) throw new Error("refused")
    const command = signLinkCommand(origin, link.success).replace("npm run sign-link --", "node scripts/sign-link.ts")
    const printed = execFileSync("sh", ["-c", command], {
      env: { ...process.env, INTEGRATOR_ID: "acme", SIGNING_SECRET: "a-secret-of-16-characters" },
      encoding: "utf8",
    })
    const signed = new URL(/link:\s+(\S+)/.exec(printed)?.[1] ?? "")
    const signature = signed.searchParams.get("signature") ?? ""
    signed.searchParams.delete("signature")
    expect(signed.toString()).toBe(new URL(link.success.href, origin).toString())
    const read = readSignedLink(signature, (id) => (id === "acme" ? "a-secret-of-16-characters" : undefined))
    expect(read).toMatchObject({ integratorId: "acme", params: Object.fromEntries(link.success.parameters) })
  })
})
