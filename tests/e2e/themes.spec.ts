// Themes (issue 19): `theme=light|dark|auto` and `accentColor` in the link. The dark theme is painted from the HTML
// before any script runs, auto follows the device while the page is open, an accent colours the primary button with
// readable text, a bad accent is refused clearly, and inside Telegram Telegram's colours win. Checks that do not
// change with the screen's width run at the widget's size only (phone: skipped), a few page loads in all.
import { onrampNextLabels, screenTitles } from "../../schema/labels.ts"
import { queryMessages, queryReasons } from "../../schema/queryMessages.ts"
import { expectNoAxeViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { Widget } from "./widget.ts"

test.skip(({ isMobile }) => isMobile, "colours do not change with the width; the phone size adds nothing here")

/** screens/styles.css: the paper of each theme, the default accent. */
const darkPaper = "rgb(15, 23, 42)"
const lightPaper = "rgb(255, 255, 255)"
const defaultAccent = "rgb(29, 78, 216)"

test("theme=dark paints the first frame dark from the HTML alone, and the widget stays dark and passes axe", async ({
  page,
}) => {
  // No script of the widget's own loads: what shows is index.html's frame with its boot script and stylesheet.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await new Widget(page).open("/?theme=dark")
  await expect(page.locator("#first-paint")).toHaveCSS("background-color", darkPaper)
  await page.unroute(/\/assets\/.*\.js$/)

  const widget = new Widget(page)
  await widget.open("/?theme=dark&countryIsoCode=KE")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.locator(".widget")).toHaveCSS("background-color", darkPaper)
  await expect(page.getByRole("button", { name: onrampNextLabels.wallet })).toBeEnabled({ timeout: 15_000 })
  await expectNoAxeViolations(page, { exclude: ["[data-live-announcer]"] })
})

test("theme=auto follows the device's colour scheme, also when it changes while the page is open", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" })
  const widget = new Widget(page)
  await widget.open("/?theme=auto")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.locator(".widget")).toHaveCSS("background-color", darkPaper)
  await page.emulateMedia({ colorScheme: "light" })
  await expect(page.locator(".widget")).toHaveCSS("background-color", lightPaper)
  await page.emulateMedia({ colorScheme: "dark" })
  await expect(page.locator(".widget")).toHaveCSS("background-color", darkPaper)
})

test("accentColor colours the primary button with readable text; a value that is no colour is refused clearly", async ({
  page,
}) => {
  const widget = new Widget(page)
  await widget.open("/?accentColor=%23ffd400&countryIsoCode=KE")
  const next = page.getByRole("button", { name: onrampNextLabels.wallet })
  await expect(next).toBeEnabled({ timeout: 15_000 })
  // Yellow takes black text (19.6:1), not the default white (1.4:1).
  await expect(next).toHaveCSS("background-color", "rgb(255, 212, 0)")
  await expect(next).toHaveCSS("color", "rgb(0, 0, 0)")

  await widget.open("/?accentColor=%231a237e&countryIsoCode=KE")
  await expect(next).toBeEnabled({ timeout: 15_000 })
  await expect(next).toHaveCSS("background-color", "rgb(26, 35, 126)")
  await expect(next).toHaveCSS("color", "rgb(255, 255, 255)")

  await widget.open("/?accentColor=yellowish&countryIsoCode=KE")
  await expect(page.getByText(queryMessages.refused("accentColor", queryReasons.accentColor))).toHaveCount(1)
  await expect(next).toBeEnabled({ timeout: 15_000 })
  await expect(next).toHaveCSS("background-color", defaultAccent)
})

test("inside Telegram, Telegram's colours and scheme win over the link's theme and accent", async ({ page }) => {
  const telegram = { bg_color: "#ffffff", text_color: "#222222", button_color: "#2ea6ff", button_text_color: "#000000" }
  await page.addInitScript((themeParams) => {
    Object.assign(window, {
      Telegram: {
        WebApp: { themeParams, colorScheme: "light", ready: () => undefined, expand: () => undefined },
      },
    })
  }, telegram)
  const widget = new Widget(page)
  await widget.open("/?theme=dark&accentColor=%23ffd400")
  await expect(widget.heading()).toHaveText(screenTitles.onrampAmount)
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await expect(page.locator(".widget")).toHaveCSS("background-color", lightPaper)
  await expect(widget.heading()).toHaveCSS("color", "rgb(34, 34, 34)")
  const next = page.getByRole("button", { name: /^Next/ })
  await expect(next).toHaveCSS("background-color", "rgb(46, 166, 255)")
  await expect(next).toHaveCSS("color", "rgb(0, 0, 0)")
})
