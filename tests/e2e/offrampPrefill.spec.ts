// Spec 1 §2 and §5: requiredFields (URL-encoded JSON) prefills the fields an order needs; on the off-ramp those are
// the payout details (issue 16: "requiredFields prefills the off-ramp details too").
import { offrampDetailsLabels, offrampNextLabels } from "../../schema/offrampLabels.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, tokenQuery, Widget } from "./widget.ts"

test.setTimeout(90_000)

test("the link's requiredFields prefill the off-ramp payout details", async ({ page }) => {
  const { tokens } = await signInThroughApi(freshEmail("offramp-prefill"))
  const widget = new Widget(page)
  const link = new URLSearchParams({
    countryIsoCode: "KE",
    paymentChannel: "mobile_money",
    network: "CELO",
    asset: "USDC",
    amount: "20",
    currency: "crypto",
    requiredFields: JSON.stringify({ accountName: "Amina Otieno", phoneNumber: "0712 345 678" }),
  })
  await widget.open(`/offramp?${link}&${tokenQuery(tokens)}`)
  await page.getByRole("button", { name: offrampNextLabels.provideDetails }).click({ timeout: 20_000 })
  await expect(page.getByRole("textbox", { name: "Account name" })).toHaveValue("Amina Otieno")
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue("0712 345 678")
  // Only the network is left to choose, and the details validate.
  await page.getByRole("button", { name: "Mobile network" }).click()
  await page.getByRole("dialog").locator(".picker-item").first().click()
  await page.getByRole("button", { name: offrampDetailsLabels.validate }).click()
  await expect(page.getByText("+254712345678")).toBeVisible()
})
