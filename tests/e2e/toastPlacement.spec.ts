// Toasts (spec 1 §8) never hide what the user must press next: on a 360 px phone, a stack of toasts over the order
// in progress leaves I Transferred uncovered and pressable.
import type { Locator, Page } from "@playwright/test"
import { success } from "../../schema/messages.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { expect, test } from "./fixtures.ts"
import { orderIn } from "./ussdOrders.ts"
import { Widget } from "./widget.ts"

test.setTimeout(60_000)

/** Whether the element is what a press at its centre reaches, read in one go while the toasts show. */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const reached = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return reached !== null && node.contains(reached)
  })

const copyDetails = async (page: Page) => {
  // Three presses, three toasts: a stack, as a hurried user makes one.
  for (const label of ["Reference", "Reference", "Reference"]) {
    await page.getByRole("button", { name: ussdLabels.copy(label), exact: true }).click()
  }
}

test("toasts leave I Transferred uncovered", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const order = await orderIn("prompt")
  await new Widget(page).open(order.path())
  const transferred = page.getByRole("button", { name: ussdLabels.iTransferred, exact: true })
  await transferred.scrollIntoViewIfNeeded()
  await copyDetails(page)
  const toasts = page.getByRole("status").filter({ hasText: success.copied })
  await expect(toasts.first()).toBeVisible()
  await transferred.scrollIntoViewIfNeeded()
  expect(await uncovered(transferred)).toBe(true)
})
