// Issue 19: the widget speaks the language the link asks for, else the one chosen in the side panel, which is
// remembered on the device. The expected texts are written here as a speaker reads them, not taken from the
// catalogues; numbers are written for the language.

import type { Locator, Page } from "@playwright/test"
import { accountLabels } from "../../schema/labels.ts"
import { catalogue as fr } from "../../screens/i18n/catalogues/fr.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { makeOrder } from "./orders.ts"
import { englishLeft } from "./untranslated.ts"
import { tokenQuery, Widget, widgetUrl } from "./widget.ts"

test.setTimeout(60_000)

const buyLink =
  "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD"

test("lang=fr shows the on-ramp amount in French, numbers written the French way @widget-size-only", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(`${buyLink}&lang=fr`)
  await expect(widget.heading()).toHaveText("Acheter des cryptos")
  expect(await page.locator("html").getAttribute("lang")).toBe("fr")
  await expect(page.getByText("Vous payez")).toBeVisible()
  await expect(page.getByRole("button", { name: "Suivant : indiquez votre portefeuille" })).toBeEnabled({
    timeout: 15_000,
  })
  // The rate: "1 CUSD = 131,05 KES", a decimal comma.
  await expect(page.getByText(/^1 CUSD = \d+,\d+ KES$/)).toBeVisible()
})

test("the side panel's menu switches to Swahili, remembered after a reload; lang in the link wins @widget-size-only", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(buyLink)
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByLabel("Language").selectOption("sw")
  await expect(page.getByRole("dialog")).toContainText("Lugha")
  await page.keyboard.press("Escape")
  await expect(widget.heading()).toHaveText("Nunua kripto")
  await page.reload()
  await expect(widget.heading()).toHaveText("Nunua kripto")
  expect(await page.locator("html").getAttribute("lang")).toBe("sw")
  await widget.open(`${buyLink}&lang=fr`)
  await expect(widget.heading()).toHaveText("Acheter des cryptos")
})

test("a later screen in Swahili: the order's status page, its details and their date written the Swahili way @widget-size-only", async ({
  page,
  widgetServer,
}) => {
  const order = await makeOrder(widgetServer, freshEmail())
  const widget = new Widget(page)
  await widget.open(`/swap-status?orderId=${order.orderId}&lang=sw&${tokenQuery(order.tokens)}`)
  await expect(widget.heading()).toHaveText("Imeanzishwa")
  const details = page.getByRole("region", { name: "Maelezo ya oda" })
  await expect(details.getByText("Kiasi kilicholipwa")).toBeVisible()
  await details.getByRole("button", { name: "Ona maelezo yote" }).click()
  // Swahili writes a date day/month/year with a comma before the time, where English has 24.11.2026 10:19.
  const created = details.locator(".status-row", { hasText: "Imeundwa" }).locator("dd")
  await expect(created).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
})

/** A sale of `amount` USDC for Kenyan shillings by M-Pesa, made without an account as the widget makes it (spec 2 §3). */
const anonymousSale = async (amount: number) => {
  const headers = { "content-type": "application/json", "x-web": "1" }
  const offer = await (
    await fetch(
      widgetUrl(
        `/api/public/pay-widget/offramp/best-offer?paymentChannel=mobile_money&countryIsoCode=KE&network=CELO&asset=USDC&currency=crypto&amount=${amount}`,
      ),
      { headers },
    )
  ).json()
  const created = await fetch(widgetUrl("/api/public/pay-widget/offramp/create-order-anonymous"), {
    method: "POST",
    headers,
    body: JSON.stringify({
      quoteId: offer.quoteId,
      network: "CELO",
      asset: "USDC",
      amount,
      currency: "crypto",
      address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
      requiredFields: { carrierCode: "safaricom", phoneNumber: "+254712345678", accountName: "Amina Otieno" },
    }),
  })
  expect(created.status).toBe(200)
  return ((await created.json()) as { _id: string })._id
}

test("the off-ramp's Pay step in French: what the seller pays and receives written the French way @widget-size-only", async ({
  page,
}) => {
  await new Widget(page).open(`/offramp/pay?orderId=${await anonymousSale(20.5)}&lang=fr`)
  const row = (label: string) => page.locator(".detail-row", { hasText: label }).locator("dd")
  // French writes a decimal comma and groups thousands with a space: "20,5 USDC", "2 650,25 KES".
  await expect(row("Vous payez")).toHaveText("20,5 USDC")
  await expect(row("Vous recevez")).toHaveText(/^\d{1,3}[\s\u202f]\d{3}(,\d{1,2})? KES$/)
})

test("the pages of a sale and a purchase in French hold no English text of the widget's own @widget-size-only", async ({
  page,
}) => {
  const widget = new Widget(page)
  const orderId = await anonymousSale(20)
  // Each page, and what shows once its reads are in (a speaker's French), so that it is read whole.
  const next = (page: Page) => page.getByRole("button", { name: /^Suivant/ })
  const pages: ReadonlyArray<readonly [string, (page: Page) => Locator]> = [
    // By bank: M-Pesa's weekend promotion is the server's text, in the server's words.
    [`${buyLink.replace("mobile_money&carrierCode=safaricom", "bank&carrierCode=equity")}&lang=fr`, next],
    [
      "/offramp?countryIsoCode=KE&paymentChannel=mobile_money&network=CELO&asset=USDC&amount=20&currency=crypto&lang=fr",
      next,
    ],
    ["/auth?lang=fr", (page) => page.getByRole("button", { name: "Envoyer le code" })],
    // The Pay step in a browser without a wallet: it says so, and offers the manual payment.
    [`/offramp/pay?orderId=${orderId}&lang=fr`, (page) => page.getByText("Je veux payer manuellement")],
    [`/offramp/status?orderId=${orderId}&lang=fr`, (page) => page.locator(".timeline li")],
    ["/buy-goods?lang=fr", next],
  ]
  for (const [path, ready] of pages) {
    await widget.open(path)
    await expect(ready(page).first()).toBeVisible({ timeout: 15_000 })
    await page.waitForLoadState("networkidle")
    expect(await englishLeft(page, fr), path).toEqual([])
  }
})
