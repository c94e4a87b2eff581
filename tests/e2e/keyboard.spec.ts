// A keyboard user's way through a picker's dialog (WAI-ARIA's modal dialog pattern): Enter on the picker opens the
// list with focus inside it, Escape closes it, and so does a choice; either way focus is back on the picker, where
// the user was, and a screen reader says where they are. Written for the build on Preact (issue 17): React gave
// this for free, and nothing else checked it.
import { screenTitles } from "../../schema/labels.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

test("the country list opens with Enter, closes with Escape or a choice, and focus goes back to the picker", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open("/")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  const picker = page.getByRole("button", { name: /Country/ })
  await expect(picker).toContainText("Kenya")
  const dialog = page.getByRole("dialog")
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))

  await picker.focus()
  await page.keyboard.press("Enter")
  await expect(dialog).toBeVisible()
  await expect.poll(focusInDialog).toBe(true)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(picker).toBeFocused()
  await expect(picker).toContainText("Kenya")

  await page.keyboard.press("Enter")
  await expect(dialog).toBeVisible()
  await expect.poll(focusInDialog).toBe(true)
  await dialog.getByRole("button", { name: "Nigeria" }).focus()
  await page.keyboard.press("Enter")
  await expect(dialog).toBeHidden()
  await expect(picker).toContainText("Nigeria")
  await expect(picker).toBeFocused()
})
