// What an integrator's accent sets (issue 19): the text readable on it, its hover and pressed shades, the shade readable
// as text on each theme's surfaces, so any accent keeps WCAG's contrast. Loaded only by a link with an accentColor.
import { black, contrastRatio, hex, mix, type Rgb, white } from "./colour.ts"
import type { ShownTheme } from "./theme.ts"

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
