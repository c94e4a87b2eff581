// The off-ramp amount's variants that differ from the off-ramp's own registration only in how the page is opened:
// the country this device remembers (spec 2 §5: configured, account, stored, IP-detected), an account in another
// country signing in on the amount, and the widget inside a Telegram mini app (spec 2 §1: TON only). The off-ramp
// mapping's events are shared (./offramp.ts); only the opening, and what marks the amount, differ.
import { expect, type Page } from "@playwright/test"
import { accountLabels, amountLabels } from "../../../schema/labels.ts"
import { provideTelegram } from "../../e2e/telegram.ts"
import { setOperatorSettings, signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import accountCountryChart from "../../model/charts/offrampAccountCountry.ts"
import storedCountryChart from "../../model/charts/offrampStoredCountry.ts"
import telegramChart from "../../model/charts/offrampTelegram.ts"
import type { ChartReplay } from "../mapping.ts"
import { gates, installJourneyGates } from "./journeyGates.ts"
import { offramp } from "./offramp.ts"

const countryKey = "pay-widget.offramp.country"
const bestOffer = "GET **/api/public/pay-widget/offramp/best-offer*"

/** The amount, showing `text` on its `picker` (the country or the asset the sale starts with): the picker is the
 * amount's only. */
const amountShowing = (picker: string, text: string) => (page: Page) =>
  page.getByRole("button", { name: picker, exact: true }).filter({ hasText: text })

// The device remembers Nigeria (screens/wiring/offramp.ts keeps the country a seller picked under countryKey); the
// link names the asset only and no one is signed in, so neither the link's nor the account's country comes first.
export const offrampStoredCountry: ChartReplay = {
  ...offramp,
  chart: storedCountryChart,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: countryKey, value: "NG" })
    await installJourneyGates(page, memo, bestOffer, false)
    await page.goto(widgetUrl("/offramp?network=CELO&asset=CUSD"))
  },
  screens: { ...offramp.screens, '{"amount":"settling"}': amountShowing(amountLabels.country, "Nigeria") },
}

// Inside Telegram (the page has Telegram's WebApp object, as its script provides it): the link names no asset and
// the sale starts on TON's, though the catalogue lists Celo's first.
export const offrampTelegram: ChartReplay = {
  ...offramp,
  chart: telegramChart,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    await provideTelegram(page)
    await installJourneyGates(page, memo, bestOffer, false)
    await page.goto(widgetUrl("/offramp"))
  },
  screens: { ...offramp.screens, '{"amount":"settling"}': amountShowing(amountLabels.asset, "TON") },
}

// A seller whose account is in Nigeria, signed in by the link's tokens; the link names no country, so the account's
// is the one the amount takes once the session's read of the user (held) goes on.
export const offrampAccountCountry: ChartReplay = {
  ...offramp,
  chart: accountCountryChart,
  open: async ({ page, email, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    const { tokens } = await signInThroughApi(email, "NG")
    await installJourneyGates(page, memo, bestOffer, true)
    await page.goto(widgetUrl(`/offramp?network=CELO&asset=CUSD&${tokenQuery(tokens)}`))
  },
  events: {
    ...offramp.events,
    // The account arrives: its read goes on, and the account's country replaces the amount's, whose new offer is
    // held. Arrived before: the seller renames themself in the side panel, and the session tells the journey of the
    // same account again (screens/account/AccountMenu.tsx: session.userChanged).
    "session.user": async (replay) => {
      const { page, memo } = replay
      const { user, quote } = gates(memo)
      if (user.isArmed) {
        // The amount already shown (the catalogue came first) turns to the account's country, as the user sees it.
        const country = page.getByRole("button", { name: amountLabels.country, exact: true })
        const shown = (await country.count()) > 0
        quote.arm()
        await user.answer("go", { disarm: true })
        if (shown) await expect(country.filter({ hasText: "Nigeria" })).toBeVisible()
        return
      }
      await page.getByRole("button", { name: accountLabels.menu }).click()
      const panel = page.getByRole("dialog", { name: accountLabels.account })
      await panel.getByRole("button", { name: accountLabels.editUsername }).click()
      await page.getByRole("textbox", { name: accountLabels.newUsername }).fill(`seller-${Date.now().toString(36)}`)
      await page.getByRole("button", { name: accountLabels.changeUsername }).click()
      await panel.getByRole("button", { name: accountLabels.editUsername }).waitFor({ state: "detached" })
      await page.keyboard.press("Escape")
    },
  },
}
