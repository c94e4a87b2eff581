// Where the widget runs, in Chromium against the sandbox server (issue #9): a Telegram mini app (the page provides
// Telegram's WebApp object, as Telegram's own script would), MiniPay's browser (an injected provider flagged
// isMiniPay), and an integrator's page that frames the widget with a close button.
import type { Page } from "@playwright/test"
import { accountLabels, amountLabels, onrampNextLabels, screenTitles, walletLabels } from "../../schema/labels.ts"
import { links, widgetSource } from "../../schema/links.ts"
import { offrampDetailsLabels, offrampNextLabels, offrampPayLabels } from "../../schema/offrampLabels.ts"
import type { SandboxChain } from "../../schema/sandbox.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { framingPage, receivedMessages, registerIntegrator } from "./framing.ts"
import { press, provideTelegram, telegram, theme } from "./telegram.ts"
import { injectTestTonWallet } from "./testTonWallet.ts"
import {
  resetOperatorSettings,
  setOperatorSettings,
  signInThroughApi,
  tokenQuery,
  Widget,
  widgetUrl,
} from "./widget.ts"

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

const assetChoices = async (page: Page) => {
  await page.getByRole("button", { name: amountLabels.asset }).click()
  const items = await page.getByRole("dialog").locator(".picker-item").allInnerTexts()
  await page.keyboard.press("Escape")
  return items.map((text) => text.replace(/\s+/g, " ").trim())
}

test("in a Telegram mini app only TON assets are offered, in Telegram's colours, and its buttons drive the widget", async ({
  page,
}) => {
  await provideTelegram(page)
  // The visitor's TON wallet, injected as Tonkeeper is (TON Connect's JS bridge).
  await injectTestTonWallet(page, { rawAddress: "0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8" })
  const widget = new Widget(page)
  // An integrator's link for another network: in Telegram it starts on TON instead.
  await widget.open("/?network=CELO&asset=CUSD&closeBtn=Close")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const next = page.getByRole("button", { name: onrampNextLabels.wallet })
  await expect(next).toBeEnabled({ timeout: 15_000 })
  expect(await assetChoices(page)).toEqual(["USDT TON"])

  // Telegram's theme colours are the widget's.
  await expect(page.locator(".widget")).toHaveCSS("background-color", rgb(theme.bg_color))
  await expect(widget.heading()).toHaveCSS("color", rgb(theme.text_color))
  await expect(page.locator("html")).toHaveCSS("background-color", rgb(theme.secondary_bg_color))

  // The main button mirrors Next; pressing it goes on, as Next does.
  await expect
    .poll(async () => (await telegram(page)).main)
    .toEqual({
      text: onrampNextLabels.wallet,
      visible: true,
      active: true,
    })
  expect((await telegram(page)).back.visible).toBe(false)
  await press(page, "mainClicks")
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  // On TON in Telegram the address and memo fields are hidden; the main button now mirrors this step's Next.
  await expect(page.getByRole("textbox", { name: new RegExp(walletLabels.address) })).toHaveCount(0)
  await expect(page.getByRole("textbox", { name: walletLabels.memo })).toHaveCount(0)
  await expect
    .poll(async () => (await telegram(page)).main)
    .toEqual({
      text: walletLabels.next,
      visible: true,
      active: false,
    })
  // A link without an address does not leave the visitor stuck: the TON wallet gives it through TON Connect (the
  // same account, non-bounceable as wallets show it), and Next goes on.
  await page.getByRole("button", { name: walletLabels.getFrom("Tonkeeper") }).click()
  await expect(page.getByText("UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI")).toBeVisible()
  await expect
    .poll(async () => (await telegram(page)).main)
    .toEqual({
      text: walletLabels.next,
      visible: true,
      active: true,
    })

  // The back button shows after the first step and sends the journey back.
  expect((await telegram(page)).back.visible).toBe(true)
  await press(page, "backClicks")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  expect(new URL(page.url()).pathname).toBe("/")
  await expect.poll(async () => (await telegram(page)).back.visible).toBe(false)

  // Links leave through Telegram's openLink; the close button closes the mini app.
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("link", { name: accountLabels.helpCenter }).click()
  expect((await telegram(page)).links).toEqual([links.helpCenter])
  expect(page.context().pages()).toHaveLength(1)
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Close", exact: true }).click()
  expect((await telegram(page)).closed).toBe(true)
})

test("outside Telegram every asset is offered and the page keeps its own colours", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/?network=CELO&asset=CUSD")
  await expect(page.getByRole("button", { name: onrampNextLabels.wallet })).toBeEnabled({ timeout: 15_000 })
  const choices = await assetChoices(page)
  expect(choices.length).toBeGreaterThan(5)
  expect(choices).toContain("CUSD Celo")
  await expect(page.locator(".widget")).toHaveCSS("background-color", "rgb(255, 255, 255)")
})

/** MiniPay's injected provider: flagged isMiniPay, with one account, on the sandbox chain. */
const provideMiniPay = async (page: Page, address: string) => {
  const chains: ReadonlyArray<SandboxChain> = await (await fetch(widgetUrl("/api/sandbox/chains"))).json()
  const chainId = chains[0]?.chainId ?? 31337
  await page.addInitScript(
    ({ address, chainId }) => {
      Object.assign(window, {
        ethereum: {
          isMiniPay: true,
          isMetaMask: true,
          request: async ({ method }: { method: string }) => {
            if (method === "eth_requestAccounts" || method === "eth_accounts") return [address]
            if (method === "eth_chainId") return `0x${chainId.toString(16)}`
            return null
          },
          on: () => undefined,
          removeListener: () => undefined,
        },
      })
    },
    { address, chainId },
  )
}

test("in MiniPay the pay step connects MiniPay's wallet at once and offers no manual payment", async ({ page }) => {
  const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
  await provideMiniPay(page, address)
  const { tokens } = await signInThroughApi(freshEmail("minipay"))
  const widget = new Widget(page)
  await widget.open(
    `/offramp?countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=USDC&amount=20&currency=crypto&${tokenQuery(tokens)}`,
  )
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click()
  await page.getByRole("button", { name: "Mobile network" }).click()
  await page.getByRole("dialog").locator(".picker-item").first().click()
  await page.getByRole("textbox", { name: "Mobile number" }).fill("0712 345 678")
  await page.getByRole("textbox", { name: "Account name" }).fill("Amina Otieno")
  await page.getByRole("button", { name: offrampDetailsLabels.validate }).click()
  await page.getByRole("button", { name: offrampDetailsLabels.next }).click()

  await expect(widget.heading()).toHaveText(screenTitles.offrampPay)
  // Connected without a press: the wallet is MiniPay itself.
  await expect(page.getByText(offrampPayLabels.connected(`${address.slice(0, 6)}…${address.slice(-4)}`))).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole("button", { name: offrampPayLabels.createOrder })).toBeEnabled()
  await expect(page.getByRole("list", { name: offrampPayLabels.connectWallet })).toHaveCount(0)
  await expect(page.getByRole("button", { name: offrampPayLabels.manual })).toHaveCount(0)
})

test("in MiniPay the on-ramp wallet step takes MiniPay's address at once, with no list of wallets", async ({
  page,
}) => {
  const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
  await provideMiniPay(page, address)
  const widget = new Widget(page)
  await widget.open(
    "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=CUSD",
  )
  await page.getByRole("button", { name: onrampNextLabels.wallet }).click()
  await expect(widget.heading()).toHaveText(screenTitles.wallet)
  await expect(page.getByRole("textbox", { name: /Wallet address/ })).toHaveValue(address)
  await expect(page.getByRole("button", { name: /^Get from/ })).toHaveCount(0)
})

test("the close button of an integrator's iframe tells the framing page close_iframe", async ({ page }) => {
  let integrator = ""
  const parent = await framingPage(() => widgetUrl(`/?closeBtn=Back%20to%20shop&integrator=${integrator}`))
  try {
    integrator = await registerIntegrator(widgetUrl(""), [parent.origin])
    await page.goto(parent.url)
    await page.frameLocator("iframe").getByRole("button", { name: "Back to shop" }).click()
    // The amount page also tells of its offer search (offer_search); the close button adds close_iframe, once.
    const closes = async () =>
      (await receivedMessages(page)).filter((message) => JSON.parse(message.data).event !== "offer_search")
    await expect.poll(closes).toEqual([
      {
        origin: new URL(widgetUrl("/")).origin,
        data: JSON.stringify({ source: widgetSource, event: "close_iframe" }),
      },
    ])
  } finally {
    await parent.close()
  }
})

test("without closeBtn there is no close button", async ({ page }) => {
  const widget = new Widget(page)
  await widget.open("/")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.locator(".close-button")).toHaveCount(0)
})

test("the shell: the on-ramp maintenance notice, the side panel's help, terms and privacy links, the partner terms pages", async ({
  page,
}) => {
  const widget = new Widget(page)
  await setOperatorSettings({ onRampPayWidgetCreationEnabled: false })
  try {
    await widget.open("/")
    await expect(page.getByText(amountLabels.maintenance)).toBeVisible({ timeout: 15_000 })
  } finally {
    await resetOperatorSettings()
  }
  await widget.open("/")
  await expect(page.getByRole("button", { name: onrampNextLabels.wallet })).toBeEnabled({ timeout: 15_000 })
  await expect(page.getByText(amountLabels.maintenance)).toHaveCount(0)

  // Outside Telegram the links open in a new tab, and tell the target nothing of the widget's address.
  await page.getByRole("button", { name: accountLabels.menu }).click()
  const panelLinks: ReadonlyArray<readonly [string, string]> = [
    [accountLabels.helpCenter, links.helpCenter],
    [accountLabels.termsOfUse, links.termsOfUse],
    [accountLabels.privacyPolicy, links.privacyPolicy],
  ]
  for (const [name, href] of panelLinks) {
    const link = page.getByRole("link", { name })
    await expect(link).toHaveAttribute("href", href)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", /noreferrer/)
  }

  const termsPages: ReadonlyArray<readonly [string, string]> = [
    ["/ckes-terms", screenTitles.ckesTerms],
    ["/lisk-terms", screenTitles.liskTerms],
    ["/cghs-terms", screenTitles.cghsTerms],
  ]
  for (const [path, title] of termsPages) {
    await widget.open(path)
    await expect(widget.heading()).toHaveText(title)
  }
})
