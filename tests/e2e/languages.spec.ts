// Issue 19: the widget speaks the language the link asks for, else the one chosen in the side panel, which is
// remembered on the device. Texts come from the catalogues, numbers are written for the language.
import { accountLabels } from "../../schema/labels.ts"
import { catalogue as fr } from "../../screens/i18n/catalogues/fr.ts"
import { catalogue as sw } from "../../screens/i18n/catalogues/sw.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

test.setTimeout(60_000)

const buyLink =
  "/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&network=CELO&asset=CUSD"

test("lang=fr shows the on-ramp amount in French, numbers written the French way @widget-size-only", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open(`${buyLink}&lang=fr`)
  await expect(widget.heading()).toHaveText(String(fr["screenTitles.onrampAmount"]))
  expect(await page.locator("html").getAttribute("lang")).toBe("fr")
  await expect(page.getByText(String(fr["amountLabels.youPay"]))).toBeVisible()
  await expect(page.getByRole("button", { name: String(fr["onrampNextLabels.wallet"]) })).toBeEnabled({
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
  await expect(page.getByRole("dialog")).toContainText(String(sw["languageLabels.menu"]))
  await page.keyboard.press("Escape")
  await expect(widget.heading()).toHaveText(String(sw["screenTitles.onrampAmount"]))
  await page.reload()
  await expect(widget.heading()).toHaveText(String(sw["screenTitles.onrampAmount"]))
  expect(await page.locator("html").getAttribute("lang")).toBe("sw")
  await widget.open(`${buyLink}&lang=fr`)
  await expect(widget.heading()).toHaveText(String(fr["screenTitles.onrampAmount"]))
})
