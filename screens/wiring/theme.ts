// The page's theme (issue 19): `theme` and `accentColor` of the address, applied to <html> before React's first
// render. index.html's boot script (schema/theme.ts) has already shown the theme for the first paint; this keeps
// `auto` following the device while the page is open, and sets the accent's properties (screens/styles.css). Inside
// Telegram neither applies: Telegram's colours and scheme win (adapters/telegram.ts).
import { Option, Schema } from "effect"
import { AccentColorParam, ThemeParam } from "../../schema/queryParams.ts"
import { parseAccent, type ShownTheme, type Theme, themeAttribute } from "../../schema/theme.ts"

const readTheme = Schema.decodeUnknownOption(ThemeParam)
const readAccent = Schema.decodeUnknownOption(AccentColorParam)

/** The theme shown for a `theme` value: light unless dark is asked for, or auto on a device that prefers dark. */
export const shownTheme = (theme: Theme | undefined, prefersDark: boolean): ShownTheme =>
  theme === "dark" || (theme === "auto" && prefersDark) ? "dark" : "light"

/** Applies the query's theme and accent to `root`; a refused value is left out (its notice says why). */
export const applyTheme = (root: HTMLElement, query: string, inTelegram: boolean, scope: Window = window) => {
  if (inTelegram) return
  const params = new URLSearchParams(query)
  const theme = Option.getOrUndefined(readTheme(params.get("theme") ?? undefined))
  const accent = Option.getOrUndefined(readAccent(params.get("accentColor") ?? undefined))
  const colour = accent === undefined ? undefined : parseAccent(accent)
  // The accent's shades load apart from the first screen's code; they arrive before the screen, which waits for the
  // integrator's origins from the API (screens/wiring/embedding.ts).
  if (colour)
    void import("../../schema/accent.ts").then(({ accentProperties }) => {
      for (const [name, value] of Object.entries(accentProperties(colour))) root.style.setProperty(name, value)
    })
  if (theme === undefined) return
  const prefersDark = scope.matchMedia("(prefers-color-scheme: dark)")
  const show = () => root.setAttribute(themeAttribute, shownTheme(theme, prefersDark.matches))
  show()
  if (theme === "auto") prefersDark.addEventListener("change", show)
}
