// Spec 1 §2 Swap: the review shows "the order to be created, or the existing order with an expiry countdown"; spec 1
// §4: an order is open while initiated or buyer confirmed, and only one may be open. With one open, the amount's
// Next reads "Next: Transfer Funds" and the review shows that order with its time left and the way on to it.
import type { Page } from "@playwright/test"
import { onrampNextLabels, reviewLabels, screens, screenTitles } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { expect, test } from "./fixtures.ts"
import { orderIn } from "./ussdOrders.ts"
import { setOperatorSettings, tokenQuery, Widget, widgetUrl } from "./widget.ts"

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
const link = `/?amount=2000&currency=local&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=airtel&network=CELO&asset=CUSD&address=${address}`

test("with an order open, the review shows it with its expiry countdown and Transfer Funds leads to it", async ({
  page,
}) => {
  test.setTimeout(60_000)
  const order = await orderIn("ussdPin")
  const widget = new Widget(page)
  await widget.open(`${link}&${tokenQuery(order.tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.transferFunds }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(page.getByText(notices.orderInProgress)).toBeVisible()
  await expect(page.getByText(/^Expires in \d+:\d\d$/)).toBeVisible()
  await expect(page.getByText(address)).toBeVisible()
  await expect(page.getByText("Initiated", { exact: true })).toBeVisible()
  // No second order can be made from here.
  await expect(page.getByRole("button", { name: reviewLabels.createOrder })).toHaveCount(0)
  await page.getByRole("button", { name: reviewLabels.transferFunds }).click()
  await expect(page).toHaveURL(new RegExp(`/ussd/${order.orderId}`))
})

test("once the buyer confirmed, the review shows the order without a countdown, and Open leads to its status", async ({
  page,
}) => {
  // The sandbox agent confirms a paid order after agentConfirmSeconds (15 s): held off, the order stays open.
  await setOperatorSettings({ agentConfirmSeconds: 3600 })
  test.setTimeout(60_000)
  try {
    await buyerConfirmedOrderShown(page)
  } finally {
    await setOperatorSettings({ agentConfirmSeconds: 15 })
  }
})

const buyerConfirmedOrderShown = async (page: Page) => {
  const order = await orderIn("ussdPin")
  const swapId = (await order.read()).buySwap._id
  const confirmed = await fetch(widgetUrl(`/api/private/swaps/buy/${swapId}/confirm`), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-web": "1",
      authorization: `Bearer ${order.tokens.accessToken}`,
    },
    body: JSON.stringify({ confirm: true }),
  })
  expect(confirmed.ok).toBe(true)
  const widget = new Widget(page)
  await widget.open(`${link}&${tokenQuery(order.tokens)}`)
  await page.getByRole("button", { name: onrampNextLabels.transferFunds }).click()
  await expect(widget.heading()).toHaveText(screenTitles.swap, { timeout: 15_000 })
  await expect(page.getByText("You confirmed", { exact: true })).toBeVisible()
  await expect(page.getByText(/^Expires in/)).toHaveCount(0)
  await page.getByRole("button", { name: screens.open }).click()
  await expect(page).toHaveURL(new RegExp(`/swap-status\\?.*orderId=${order.orderId}`))
}
