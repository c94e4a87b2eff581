// The English a page shown in another language must not hold: schema's fixed texts whose translation in that
// language differs, found among the page's visible lines and its accessible names (aria-label, placeholder, title).
// Texts the server sends (a promotion's words, an agent's name) are not schema's and are not looked for.
import type { Page } from "@playwright/test"
import { allTexts } from "../../schema/texts.ts"
import type { Catalogue } from "../../screens/i18n/catalogue.ts"

export const englishLeft = async (page: Page, catalogue: Catalogue) => {
  const english = new Set(
    [...allTexts()]
      .filter(
        ([key, text]) => typeof text === "string" && typeof catalogue[key] === "string" && catalogue[key] !== text,
      )
      .map(([, text]) => text as string),
  )
  const shown = await page.evaluate(() => [
    ...document.body.innerText.split("\n"),
    ...[...document.querySelectorAll("[aria-label], [placeholder], [title]")].flatMap((element) =>
      ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
    ),
  ])
  return [...new Set(shown.map((text) => text.trim()).filter((text) => english.has(text)))]
}
