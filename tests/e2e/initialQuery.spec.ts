// Spec 1 §2: unknown extra parameters are kept in session storage as the initial query, and the links back into an
// order carry them: the in-progress banner's Open and the past orders' Details (issue 16).

import { initialQueryKey } from "../../schema/initialQuery.ts"
import { accountLabels, screens } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { freshEmail } from "../support/signIn.ts"
import { expect, test } from "./fixtures.ts"
import { makeOrder } from "./orders.ts"
import { tokenQuery, widgetUrl } from "./widget.ts"

test.setTimeout(90_000)

test("the page's unknown parameters are kept for the tab and carried by Open and by the past orders' Details", async ({
  page,
}) => {
  const order = await makeOrder(widgetUrl(""), freshEmail("initial-query"))
  await page.goto(widgetUrl(`/?partner_ref=A-17&campaign=nov&${tokenQuery(order.tokens)}`))
  await expect(page.getByRole("status").filter({ hasText: notices.orderInProgress })).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate((key) => sessionStorage.getItem(key), initialQueryKey)).toBe(
    JSON.stringify({ partner_ref: "A-17", campaign: "nov" }),
  )

  // An initiated order: Open leads to its in-progress screen, with the initial query.
  await page.getByRole("link", { name: screens.open }).click()
  await page.waitForURL(new RegExp(`/ussd/${order.orderId}\\?`))
  const opened = new URL(page.url()).searchParams
  expect(opened.get("partner_ref")).toBe("A-17")
  expect(opened.get("campaign")).toBe("nov")

  // A later page of the tab without them still carries the kept ones.
  await page.goto(widgetUrl("/"))
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("button", { name: accountLabels.pastOrders }).click()
  await page.getByRole("link", { name: accountLabels.details }).first().click()
  // Leaving the in-progress page above may have cancelled the order (spec 2 §2, as a user leaving would), so Details
  // leads to its in-progress page or to its status page: either way with the kept query.
  await page.waitForURL(new RegExp(`/(ussd/${order.orderId}|swap-status)\\?`))
  const details = new URL(page.url()).searchParams
  expect(details.get("partner_ref")).toBe("A-17")
  expect(details.get("campaign")).toBe("nov")
})
