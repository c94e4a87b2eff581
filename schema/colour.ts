// Colours as the widget's theme needs them (issue 19): an integrator's accent read from CSS colour syntax, and the
// WCAG 2 relative luminance and contrast ratio that decide which text is readable on it
// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).

/** An opaque sRGB colour, each channel 0 to 255. */
export type Rgb = readonly [red: number, green: number, blue: number]

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

const hexColour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const functional = /^(rgb|hsl)a?\(\s*([^)]*?)\s*\)$/i
const number = /^[+-]?(\d+\.?\d*|\.\d+)(%|deg)?$/i

const parseHex = (digits: string): Rgb => {
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

/** `rgb(26 35 126)`, `rgb(26, 35, 126)`, `rgb(10% 14% 49%)`; an alpha must be opaque (1 or 100%). */
const channels = (body: string): ReadonlyArray<string> | undefined => {
  const [colour, alpha, ...rest] = body.split(/\s*\/\s*/)
  const parts = colour?.includes(",") ? colour.split(/\s*,\s*/) : colour?.split(/\s+/)
  if (!parts || rest.length > 0) return undefined
  const commaAlpha = parts.length === 4 && colour?.includes(",") ? parts.pop() : undefined
  const opacity = alpha ?? commaAlpha
  if (opacity !== undefined && !/^(1(\.0*)?|100%)$/.test(opacity)) return undefined
  return parts.length === 3 && parts.every((p) => number.test(p)) ? parts : undefined
}

const hslToRgb = (hue: number, saturation: number, lightness: number): Rgb => {
  const s = clamp(saturation, 0, 100) / 100
  const l = clamp(lightness, 0, 100) / 100
  const k = (n: number) => (n + hue / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as unknown as Rgb
}

/** The colour a CSS value names, for the syntax integrators write: `#rgb`, `#rrggbb`, `rgb()` and `hsl()` (opaque);
 * undefined for anything else. */
export const parseColour = (value: string): Rgb | undefined => {
  const text = value.trim()
  const hex = hexColour.exec(text)
  if (hex?.[1]) return parseHex(hex[1])
  const call = functional.exec(text)
  const parts = call?.[2] === undefined ? undefined : channels(call[2])
  if (!call?.[1] || !parts) return undefined
  const [first, second, third] = parts.map((p) => Number.parseFloat(p)) as [number, number, number]
  if (call[1].toLowerCase() === "hsl") {
    if (parts[0]?.endsWith("%") || !parts[1]?.endsWith("%") || !parts[2]?.endsWith("%")) return undefined
    return hslToRgb(((first % 360) + 360) % 360, second, third)
  }
  if (parts.some((p) => p.endsWith("deg"))) return undefined
  return parts.map((p, i) => {
    const v = [first, second, third][i] ?? 0
    return Math.round(clamp(p.endsWith("%") ? (v * 255) / 100 : v, 0, 255))
  }) as unknown as Rgb
}

/** `#rrggbb`. */
export const hex = (colour: Rgb): string =>
  `#${colour.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
export const relativeLuminance = (colour: Rgb): number => {
  const [r, g, b] = colour.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** `share` (0 to 1) of `toward` mixed into `colour`, in sRGB as CSS `color-mix(in srgb, …)` does. */
export const mix = (colour: Rgb, toward: Rgb, share: number): Rgb =>
  colour.map((c, i) => Math.round(c + ((toward[i] ?? c) - c) * share)) as unknown as Rgb

export const black: Rgb = [0, 0, 0]
export const white: Rgb = [255, 255, 255]
