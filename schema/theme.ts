// The widget's themes (issue 19): `theme=light|dark|auto` and an integrator's `accentColor`. The palettes live in
// screens/styles.css; what an accent sets is schema/accent.ts, loaded only by a link that gives one.
import { parseColour } from "./colour.ts"

export const themes = ["light", "dark", "auto"] as const
export type Theme = (typeof themes)[number]
/** The theme a page shows: `auto` resolved by the device's `prefers-color-scheme`. */
export type ShownTheme = Exclude<Theme, "auto">

/** An accent as the query gives it, undefined when it is no colour this widget reads. */
export const parseAccent = parseColour

/** The attribute of <html> that carries the shown theme (screens/styles.css `:root[data-theme="dark"]`). */
export const themeAttribute = "data-theme"

/** The script index.html runs before its first paint (screens/shell/firstPaint.ts), so a dark page never flashes
 * light: it shows the `theme` of the address, `auto` resolved by the device. The widget's own code takes over once it
 * runs (screens/wiring/theme.ts). Its text is fixed, so the page policy allows it by its hash (server/http/
 * securityHeaders.ts), as it does react-aria's styles. */
export const themeBootScript =
  "(function(){var t=new URLSearchParams(location.search).get('theme');" +
  "if(t==='auto')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  `if(t==='dark'||t==='light')document.documentElement.setAttribute('${themeAttribute}',t)})()`
