// Axe on a screen in every look it can have (issue 19): as loaded, then dark, then with a light and a dark
// integrator accent, switched on the live page (no reload) and switched back. A theme changes colours only, so the
// looks after the first run only axe's colour-contrast rule, which keeps the added time small.
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { accentProperties } from "../../schema/accent.ts"
import { parseColour } from "../../schema/colour.ts"
import { type ShownTheme, themeAttribute } from "../../schema/theme.ts"

/** A light accent (dark text on it, shaded darker as text on white) and a dark one (shaded lighter on dark). */
export const lightAccent = "#ffd400"
export const darkAccent = "#1a237e"

const accentOf = (css: string) => {
  const colour = parseColour(css)
  if (!colour) throw new Error(`${css} is no colour`)
  return accentProperties(colour)
}

/** The looks checked after the page's own: each theme, and each accent on the theme it is hardest to read on. */
const looks: ReadonlyArray<{ readonly theme: ShownTheme; readonly accent?: string }> = [
  { theme: "dark" },
  { theme: "light", accent: lightAccent },
  { theme: "dark", accent: darkAccent },
]

interface Look {
  readonly attribute: string
  readonly theme: ShownTheme
  readonly properties: Readonly<Record<string, string>>
}

/** Puts a look on the page's <html>, and answers the one it had (its theme attribute and inline style). */
const wear = (page: Page, look: Look) =>
  page.evaluate(({ attribute, theme, properties }) => {
    const root = document.documentElement
    const before = { theme: root.getAttribute(attribute), style: root.style.cssText }
    root.setAttribute(attribute, theme)
    for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value)
    return before
  }, look)

const takeOff = (page: Page, before: { theme: string | null; style: string }) =>
  page.evaluate(
    ({ attribute, before }) => {
      const root = document.documentElement
      if (before.theme === null) root.removeAttribute(attribute)
      else root.setAttribute(attribute, before.theme)
      root.style.cssText = before.style
    },
    { attribute: themeAttribute, before },
  )

/** Runs axe on the page as it is, then in each look; every violation fails, named with its look. */
export const expectNoAxeViolations = async (page: Page, options: { readonly exclude?: ReadonlyArray<string> } = {}) => {
  const builder = () => {
    let axe = new AxeBuilder({ page })
    for (const selector of options.exclude ?? []) axe = axe.exclude(selector)
    return axe
  }
  expect((await builder().analyze()).violations, "as loaded").toEqual([])
  for (const look of looks) {
    const before = await wear(page, {
      attribute: themeAttribute,
      theme: look.theme,
      properties: look.accent ? accentOf(look.accent) : {},
    })
    try {
      const { violations } = await builder().withRules(["color-contrast"]).analyze()
      expect(violations, `${look.theme} theme${look.accent ? ` with the accent ${look.accent}` : ""}`).toEqual([])
    } finally {
      await takeOff(page, before)
    }
  }
}
