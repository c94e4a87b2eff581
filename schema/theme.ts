// The widget's themes (issue 19): `theme=light|dark|auto` and an integrator's `accentColor`. The palettes live in
// screens/styles.css; what follows from an accent (the text readable on it, its hover and pressed shades, the shade
// readable as text on each theme's surfaces) is worked out here, so any accent keeps WCAG's contrast.
import { black, contrastRatio, hex, mix, parseColour, type Rgb, white } from "./colour.ts"

export const themes = ["light", "dark", "auto"] as const
export type Theme = (typeof themes)[number]
/** The theme a page shows: `auto` resolved by the device's `prefers-color-scheme`. */
export type ShownTheme = Exclude<Theme, "auto">

/** The backgrounds text sits on in each theme (screens/styles.css `--paper`, `--page`, `--muted`). */
export const surfaces: Record<ShownTheme, ReadonlyArray<Rgb>> = {
  light: [
    [255, 255, 255],
    [238, 242, 247],
    [241, 245, 249],
  ],
  dark: [
    [15, 23, 42],
    [2, 6, 23],
    [30, 41, 59],
  ],
}

/** WCAG 2 AA for normal text. */
export const readableContrast = 4.5

/** Black or white, whichever reads better on the colour: at least 4.58:1 for any colour. */
export const textOn = (background: Rgb): Rgb =>
  contrastRatio(background, black) > contrastRatio(background, white) ? black : white

/** The accent as text, lines and focus rings on a theme's surfaces: the accent itself when it reads there, else
 * mixed toward black (light) or white (dark) in steps until it does. */
export const accentOn = (accent: Rgb, theme: ShownTheme): Rgb => {
  const toward = theme === "light" ? black : white
  const reads = (colour: Rgb) => surfaces[theme].every((surface) => contrastRatio(colour, surface) >= readableContrast)
  for (let share = 0; share < 1; share += 0.05) {
    const shade = mix(accent, toward, share)
    if (reads(shade)) return shade
  }
  return toward
}

/** The custom properties of screens/styles.css an accent sets. Hover and pressed move away from the text on the
 * accent, so that text only gains contrast. */
export const accentProperties = (accent: Rgb): Readonly<Record<string, string>> => {
  const text = textOn(accent)
  const away = text === black ? white : black
  return {
    "--accent": hex(accent),
    "--accent-ink": hex(text),
    "--accent-hover": hex(mix(accent, away, 0.12)),
    "--accent-pressed": hex(mix(accent, away, 0.24)),
    "--accent-on-light": hex(accentOn(accent, "light")),
    "--accent-on-dark": hex(accentOn(accent, "dark")),
  }
}

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
