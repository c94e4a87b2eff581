// Axe on a screen in every look it can have (issue 19): as loaded, then dark, then with a light and a dark
// integrator accent, switched on the live page (no reload) and switched back. A theme changes colours only, so the
// looks after the first run only axe's colour-contrast rule, with the axe the first run put in the page: the added
// time stays small.
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import type { AxeResults } from "axe-core"
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
  readonly exclude: ReadonlyArray<string>
}

/** In the page, with the axe that the first run left there: puts the look on <html>, runs the colour-contrast rule,
 * and puts the page's own look back, in one round trip. Frames are left out (the preview is checked on its own). */
const contrastIn = (page: Page, look: Look) =>
  page.evaluate(async ({ attribute, theme, properties, exclude }) => {
    const axe = (window as unknown as { axe: { run: (...args: Array<unknown>) => Promise<AxeResults> } }).axe
    const root = document.documentElement
    const before = { theme: root.getAttribute(attribute), style: root.style.cssText }
    root.setAttribute(attribute, theme)
    for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value)
    try {
      const context = { include: [document], exclude: exclude.map((selector) => [selector]) }
      return (await axe.run(context, { runOnly: ["color-contrast"], iframes: false })).violations
    } finally {
      if (before.theme === null) root.removeAttribute(attribute)
      else root.setAttribute(attribute, before.theme)
      root.style.cssText = before.style
    }
  }, look)

/** Runs axe on the page as it is, then in each look; every violation fails, named with its look. */
export const expectNoAxeViolations = async (page: Page, options: { readonly exclude?: ReadonlyArray<string> } = {}) => {
  const exclude = options.exclude ?? []
  let axe = new AxeBuilder({ page })
  for (const selector of exclude) axe = axe.exclude(selector)
  expect((await axe.analyze()).violations, "as loaded").toEqual([])
  for (const look of looks) {
    const violations = await contrastIn(page, {
      attribute: themeAttribute,
      theme: look.theme,
      properties: look.accent ? accentOf(look.accent) : {},
      exclude,
    })
    expect(violations, `${look.theme} theme${look.accent ? ` with the accent ${look.accent}` : ""}`).toEqual([])
  }
}
