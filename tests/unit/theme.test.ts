// Issue 19, themes: `theme` and `accentColor` in the query, and what an accent sets so that every text keeps WCAG
// AA contrast (4.5:1) whatever colour the integrator picks.
import { describe, expect, it } from "vitest"
import { accentProperties, surfaces } from "../../schema/accent.ts"
import { contrastRatio, parseColour, type Rgb, relativeLuminance } from "../../schema/colour.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { queryMessages, queryReasons } from "../../schema/queryMessages.ts"

const colourOf = (css: string | undefined): Rgb => {
  const colour = css === undefined ? undefined : parseColour(css)
  if (!colour) throw new Error(`${css} is no colour`)
  return colour
}

describe("the theme parameters", () => {
  it("takes light, dark and auto, and a colour as the accent", () => {
    for (const theme of ["light", "dark", "auto"])
      expect(readQueryConfig(`theme=${theme}&accentColor=%23ffd400`)).toMatchObject({
        config: { theme, accentColor: "#ffd400" },
        refused: [],
      })
  })

  it("refuses another theme and a value that is no colour, each with why, and keeps the rest of the link", () => {
    const reading = readQueryConfig("theme=purple&accentColor=not-a-colour&countryIsoCode=KE")
    expect(reading.refused.map((r) => r.notice)).toEqual([
      queryMessages.refused("theme", "expected one of light, dark, auto"),
      queryMessages.refused("accentColor", queryReasons.accentColor),
    ])
    expect(reading.config).toMatchObject({ countryIsoCode: "KE" })
  })
})

describe("reading a colour", () => {
  it("reads hex, rgb() and hsl() as CSS does", () => {
    expect(parseColour("#1a237e")).toEqual([26, 35, 126])
    expect(parseColour("#FD0")).toEqual([255, 221, 0])
    expect(parseColour("rgb(26 35 126)")).toEqual([26, 35, 126])
    expect(parseColour("rgb(26, 35, 126)")).toEqual([26, 35, 126])
    expect(parseColour("rgba(26, 35, 126, 1)")).toEqual([26, 35, 126])
    expect(parseColour("rgb(100% 0% 50%)")).toEqual([255, 0, 128])
    expect(parseColour("hsl(0 100% 50%)")).toEqual([255, 0, 0])
    expect(parseColour("hsl(120, 100%, 25%)")).toEqual([0, 128, 0])
    expect(parseColour(" hsl(240deg 100% 50%) ")).toEqual([0, 0, 255])
  })

  it("refuses what is no opaque colour", () => {
    for (const value of [
      "",
      "red;",
      "#12",
      "#12345",
      "#gggggg",
      "rgb(1 2)",
      "rgb(1 2 3 / 0.5)",
      "hsl(1 2 3)",
      "url(x)",
    ])
      expect(parseColour(value), value).toBeUndefined()
  })

  it("measures luminance and contrast as WCAG 2 defines them", () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(relativeLuminance([255, 255, 255])).toBe(1)
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBe(21)
    // #767676 on white is the well-known darkest grey at AA's 4.5:1.
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2)
  })
})

describe("what an accent sets", () => {
  const accents = ["#1d4ed8", "#ffd400", "#1a237e", "#ffffff", "#000000", "#777777", "#ff0000", "#00ff00", "#2ea6ff"]

  it("keeps today's look: white text on the default blue", () => {
    expect(accentProperties(colourOf("#1d4ed8"))).toMatchObject({ "--accent": "#1d4ed8", "--accent-ink": "#ffffff" })
  })

  it("puts dark text on a light accent and light text on a dark one", () => {
    expect(accentProperties(colourOf("#ffd400"))["--accent-ink"]).toBe("#000000")
    expect(accentProperties(colourOf("#1a237e"))["--accent-ink"]).toBe("#ffffff")
  })

  it("keeps the text on the accent, hovered and pressed, at 4.5:1 or more for any accent", () => {
    for (const accent of accents) {
      const set = accentProperties(colourOf(accent))
      const ink = colourOf(set["--accent-ink"])
      for (const state of ["--accent", "--accent-hover", "--accent-pressed"])
        expect(contrastRatio(ink, colourOf(set[state])), `${accent} ${state}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("gives hover and pressed shades of their own", () => {
    const set = accentProperties(colourOf("#1a237e"))
    expect(new Set([set["--accent"], set["--accent-hover"], set["--accent-pressed"]]).size).toBe(3)
  })

  it("gives the accent as text readable at 4.5:1 on every surface of each theme", () => {
    for (const accent of accents) {
      const set = accentProperties(colourOf(accent))
      for (const theme of ["light", "dark"] as const)
        for (const surface of surfaces[theme])
          expect(
            contrastRatio(colourOf(set[`--accent-on-${theme}`]), surface),
            `${accent} on ${theme}`,
          ).toBeGreaterThanOrEqual(4.5)
    }
  })
})
