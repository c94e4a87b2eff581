// The pages that were only a heading (issue 16): the home page, the partner terms pages and the verification routes.
// Expectations come from the spec (spec 1 §1, §2, §4, §9) and from the sandbox's catalogue as an integrator reads it.

import type { Page } from "@playwright/test"
import { accountLabels, screenTitles } from "../../schema/labels.ts"
import { partnerTerms, termsLabels } from "../../schema/partnerTerms.ts"
import { welcomeLabels } from "../../schema/welcomeLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { Widget, widgetUrl } from "./widget.ts"

const noViolations = async (page: Page) => await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })

/** The names of the methods listed in one group ("To buy" or "To sell"), in the order shown. */
const methods = (page: Page, group: string) => page.getByRole("region", { name: group }).locator(".method-name")

test("the home page says what the widget does and lists the visitor's country's methods to buy and to sell", async ({
  page,
}) => {
  const widget = new Widget(page)
  // The sandbox places a visitor from 127.0.0.1 in Kenya, its default country.
  await widget.open("/welcome")
  await expect(widget.heading()).toHaveText("Welcome")
  await expect(page.getByText(welcomeLabels.intro)).toBeVisible()
  await expect(page.getByRole("heading", { name: "Payment methods in Kenya" })).toBeVisible()
  // Spec 1 §9 display order: bank, mobile_money, paybill, buy_goods, airtime; only what each product offers.
  await expect(methods(page, "To buy")).toHaveText(["Bank", "Mobile money", "Airtime"])
  await expect(methods(page, "To sell")).toHaveText(["Bank", "Mobile money", "Paybill", "Buy goods", "Airtime"])
  await expect(page.getByRole("region", { name: "To buy" })).toContainText("M-Pesa, Airtel Money")
  await noViolations(page)
})

test("the country comes from the configuration, can be changed, and goes on with the visitor into Buy", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open("/welcome?countryIsoCode=GH&network=CELO")
  await expect(page.getByRole("heading", { name: "Payment methods in Ghana" })).toBeVisible()
  // Ghana's bank channel is open for selling only.
  await expect(methods(page, "To buy")).toHaveText(["Mobile money", "Airtime"])
  await expect(methods(page, "To sell")).toHaveText(["Bank", "Mobile money", "Airtime"])

  await page.getByRole("button", { name: /Country/ }).click()
  await page.getByRole("dialog").getByRole("button", { name: "South Africa" }).click()
  await expect(page.getByRole("heading", { name: "Payment methods in South Africa" })).toBeVisible()
  await expect(methods(page, "To buy")).toHaveText(["Bank", "Airtime"])
  await expect(methods(page, "To sell")).toHaveText(["Bank"])

  await page.getByRole("link", { name: /Buy crypto/ }).click()
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const address = new URL(page.url())
  expect(address.pathname).toBe("/")
  expect(address.searchParams.get("countryIsoCode")).toBe("ZA")
  expect(address.searchParams.get("network")).toBe("CELO")
})

test("Sell leads to the off-ramp, keeping the integrator's configuration", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/welcome?network=CELO&asset=CUSD")
  await page.getByRole("link", { name: /Sell crypto/ }).click()
  await expect(widget.heading()).toHaveText(screenTitles.offrampAmount)
  const address = new URL(page.url())
  expect(address.pathname).toMatch(/^\/offramp\/?$/)
  expect(address.searchParams.get("asset")).toBe("CUSD")
})

test("methods that cannot be read say so, and Try again reads them again", async ({ page }) => {
  await page.route("**/offramp/payment-channels*", (route) => route.fulfill({ status: 500, body: "{}" }))
  const widget = new Widget(page)
  await widget.open("/welcome")
  await expect(page.getByRole("alert")).toContainText(welcomeLabels.methodsFailed)
  // The entries stay usable while the methods are missing.
  await expect(page.getByRole("link", { name: /Buy crypto/ })).toBeVisible()
  await page.unroute("**/offramp/payment-channels*")
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(methods(page, "To sell")).toHaveText(["Bank", "Mobile money", "Paybill", "Buy goods", "Airtime"])
})

test("the home page names the rewards this source may earn in the visitor's country", async ({ page }) => {
  const asked = (path: string) => page.waitForRequest((request) => request.url().includes(path))
  const calls = [
    asked("/onramp/possible-rewards"),
    asked("/onramp/payment-channels"),
    asked("/offramp/payment-channels"),
  ]
  const widget = new Widget(page)
  await widget.open("/welcome?source=acme-app")
  // Spec 1 §7, spec 2 §7: possible-rewards and both payment-channel calls with the source as sourceParam.
  for (const call of await Promise.all(calls)) {
    expect(new URL(call.url()).searchParams.get("sourceParam"), call.url()).toBe("acme-app")
  }
  const rewards = page.getByRole("region", { name: welcomeLabels.rewardsTitle })
  // The sandbox's campaign (server/seed/rewards.ts) holds in Kenya, on CUSD, USDC and USDT orders.
  await expect(rewards).toContainText("1 CUSD on your first order of 20 USD or more")
  await expect(rewards).toContainText(welcomeLabels.rewardAssets("CUSD, USDC, USDT"))
  await expect(rewards.getByRole("link", { name: "First order reward terms" })).toHaveAttribute(
    "href",
    "https://pay-widget.example/rewards/first-order",
  )
  // Not in South Africa.
  await page.getByRole("button", { name: /Country/ }).click()
  await page.getByRole("dialog").getByRole("button", { name: "South Africa" }).click()
  await expect(page.getByRole("heading", { name: "Payment methods in South Africa" })).toBeVisible()
  await expect(rewards).toHaveCount(0)
})

const termsPages = [
  { path: "/ckes-terms", title: screenTitles.ckesTerms, terms: partnerTerms.ckes, first: "What cKES is" },
  { path: "/lisk-terms", title: screenTitles.liskTerms, terms: partnerTerms.lisk, first: "What Lisk is" },
  { path: "/cghs-terms", title: screenTitles.cghsTerms, terms: partnerTerms.cghs, first: "What cGHS is" },
] as const

for (const { path, title, terms, first } of termsPages) {
  test(`${path} shows the partner's terms, saying they are the sandbox's`, async ({ page }) => {
    const widget = new Widget(page)
    await widget.open(path)
    await expect(widget.heading()).toHaveText(title)
    await expect(page.getByRole("note")).toHaveText(termsLabels.sandboxNotice)
    const sections = page.getByRole("heading", { level: 2 })
    await expect(sections.first()).toHaveText(first)
    await expect(sections).toHaveText(terms.sections.map((section) => section.title))
    await expect(sections.last()).toHaveText("The sandbox")
    await noViolations(page)
  })
}

test("the verification routes lead to their journey's sign-in, keeping the query string", async ({ page }) => {
  const widget = new Widget(page)
  const cases = [
    { route: "/ussd-verify", path: "/auth", title: screenTitles.auth },
    { route: "/offramp/ussd-verify", path: "/offramp/auth", title: screenTitles.auth },
    { route: "/kyc/ussd/verify", path: "/kyc/login", title: screenTitles.auth },
  ]
  for (const { route, path, title } of cases) {
    await widget.open(`${route}?network=CELO`)
    await expect(widget.heading(), route).toHaveText(title)
    const address = new URL(page.url())
    expect(address.pathname, route).toBe(path)
    expect(address.searchParams.get("network"), route).toBe("CELO")
  }
  await noViolations(page)
})

test("with a code requested, /ussd-verify opens the code boxes and the code signs the user in", async ({ page }) => {
  const email = freshEmail()
  const init = await fetch(widgetUrl("/api/public/pay-widget/auth/fast-auth/init"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-web": "1" },
    body: JSON.stringify({ email, countryIsoCode: "KE" }),
  })
  const { codeId, codeLength } = await init.json()
  const widget = new Widget(page)
  await widget.open(`/ussd-verify?codeId=${codeId}&codeLength=${codeLength}&countryIsoCode=KE`)
  await expect(widget.heading()).toHaveText(screenTitles.otp)
  expect(new URL(page.url()).pathname).toBe("/otp")
  await expect(page.getByRole("textbox", { name: /Digit \d of 6/ })).toHaveCount(6)
  await noViolations(page)

  const [message] = await (await fetch(widgetUrl(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`))).json()
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click()
  await page.keyboard.type(message.code)
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await expect(page.getByText(email)).toBeVisible()
})
