// What an integrator's link gives the orders a user makes in the widget (spec 1 §2 configuration, §3 order creation
// payload; spec 2 §7 create-order; README's integration table): orderParams, forceFail, the signed link and the utm
// tags reach the order on both ramps, and an on-ramp order names the widget's status page with its id. Read back
// from the sandbox's read of the order, as an integrator checking a link would.
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { onrampNextLabels, reviewLabels, screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { offrampDetailsLabels, offrampNextLabels, offrampPayLabels } from "../../schema/offrampLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(120_000)

const integratorTags = {
  orderParams: JSON.stringify({ cart: "7781", note: "a & b" }),
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  forceFail: "true",
}
const expectedMeta = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" }

const tagsOf = async (orderId: string) => (await fetch(widgetUrl(`/api/sandbox/orders/${orderId}/tags`))).json()

test("an on-ramp order carries the link's orderParams, forceFail, utm tags and source, and names its status page", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("tags-onramp"))
  const widget = new Widget(page)
  const link = new URLSearchParams({
    ...integratorTags,
    source: "my_wallet",
    amount: "2000",
    currency: "local",
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
    carrierCode: "safaricom",
    // M-Pesa sends a payment prompt: the link gives the payer's phone (spec 1 §2 phone).
    phone: "+254712345678",
    network: "CELO",
    asset: "CUSD",
    address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  })
  await widget.open(`/?${link}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click({ timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await page.getByRole("button", { name: reviewLabels.createOrder }).click()
  await page.waitForURL(/\/ussd\/[\w-]+/)
  const orderId = new URL(page.url()).pathname.split("/").at(-1) ?? ""
  expect(await tagsOf(orderId)).toEqual({
    product: "onramp",
    orderParams: integratorTags.orderParams,
    sourceParam: "my_wallet",
    statusPageUrl: widgetUrl(`/swap-status?orderId=${orderId}`),
    forceFail: true,
    meta: expectedMeta,
  })
})

test("an off-ramp order carries the link's orderParams, forceFail, utm tags and source", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("tags-offramp"))
  const widget = new Widget(page)
  const link = new URLSearchParams({
    ...integratorTags,
    source: "my_wallet",
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
    network: "CELO",
    asset: "USDC",
    amount: "20",
    currency: "crypto",
    manualFlow: "true",
  })
  await widget.open(`/offramp?${link}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click({ timeout: 20_000 })
  await page.getByRole("button", { name: "Mobile network" }).click()
  await page.getByRole("dialog").locator(".picker-item").first().click()
  await page.getByRole("textbox", { name: "Mobile number" }).fill("0712 345 678")
  await page.getByRole("textbox", { name: "Account name" }).fill("Amina Otieno")
  await page.getByRole("button", { name: offrampDetailsLabels.validate }).click()
  await page.getByRole("button", { name: offrampDetailsLabels.next }).click()
  await expect(widget.heading()).toHaveText(screenTitles.offrampPay)
  await page
    .getByRole("textbox", { name: offrampPayLabels.fromAddress })
    .fill(privateKeyToAccount(generatePrivateKey()).address)
  await page.getByRole("button", { name: offrampPayLabels.createOrder }).click()
  await page.waitForURL(/orderId=/)
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? ""
  expect(await tagsOf(orderId)).toEqual({
    product: "offramp",
    orderParams: integratorTags.orderParams,
    sourceParam: "my_wallet",
    statusPageUrl: null,
    forceFail: true,
    meta: expectedMeta,
  })
})

test("Create order first validates the amount against its offer; a failed check says 'Failed to validate amount' and makes no order", async ({
  page,
}) => {
  const { tokens } = await signInThroughApi(freshEmail("validate-amount"))
  const widget = new Widget(page)
  const link = new URLSearchParams({
    amount: "2000",
    currency: "local",
    countryIsoCode: "KE",
    paymentChannel: "bank",
    carrierCode: "equity",
    network: "CELO",
    asset: "CUSD",
    address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  })
  await widget.open(`/?${link}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.createOrder }).click({ timeout: 20_000 })
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })

  // The check does not answer: the spec's default text, and no order is asked for.
  const creations: Array<string> = []
  page.on("request", (request) => {
    if (request.url().endsWith("/onramp/create-order")) creations.push(request.url())
  })
  await page.route("**/onramp/validate-transfer-amount", (route) => route.abort())
  await page.getByRole("button", { name: reviewLabels.createOrder }).click()
  await expect(page.getByText(errors.failedToValidateAmount)).toBeVisible()
  expect(creations).toEqual([])
  await expect(widget.heading()).toHaveText(screenTitles.swap)

  // It answers: the offer's amounts are checked (spec 1 §7's fields), then the order is made.
  await page.unroute("**/onramp/validate-transfer-amount")
  const checked = page.waitForRequest("**/onramp/validate-transfer-amount")
  await page.getByRole("button", { name: reviewLabels.createOrder }).click()
  const body = (await checked).postDataJSON()
  expect(Object.keys(body).sort()).toEqual(["asset", "cryptoAmount", "localCurrencyAmount", "network", "quoteId"])
  expect(body).toMatchObject({ localCurrencyAmount: 2000, network: "CELO", asset: "CUSD" })
  await page.waitForURL(/\/ussd\/[\w-]+/)
})
