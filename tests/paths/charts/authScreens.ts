// What marks the sign-in screens on the page, shared by the sign-in and password-reset mappings.
import type { Page } from "@playwright/test"
import { screenTitles } from "../../../schema/labels.ts"

export const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true })

/** The open dialog (react-aria hides what is behind it), or the one with this title. */
export const dialog = (page: Page, name?: string) =>
  name ? page.getByRole("dialog", { name, exact: true }) : page.getByRole("dialog")

/** A field by its label, in the open dialog when one is open (the one the user types in). */
export const textbox = async (page: Page, name: string) => {
  const open = page.getByRole("dialog")
  const scope = (await open.count()) > 0 ? open : page
  return scope.getByRole("textbox", { name, exact: true })
}

export const codeBoxes = (page: Page) => page.getByRole("textbox", { name: /^Digit \d+ of \d+$/ })

export const authScreens = {
  '"email"': (page: Page) => heading(page, screenTitles.auth),
  // Asking for a code from the e-mail's screen, or Send again on the code's.
  '"requestingCode"': (page: Page) =>
    page.getByRole("heading", { level: 1, name: new RegExp(`^(${screenTitles.auth}|${screenTitles.otp})$`) }),
  '"code"': (page: Page) => heading(page, screenTitles.otp),
  '"verifying"': (page: Page) => heading(page, screenTitles.otp),
  '"codeDead"': (page: Page) => heading(page, screenTitles.otp),
}
