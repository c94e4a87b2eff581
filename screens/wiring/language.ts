// The page's language (issue 19): the link's `lang`, else the one chosen in the side panel and remembered on the
// device, else the browser's languages, else English (schema/languages.ts decides).
import { pageStorage } from "../../adapters/storage.ts"
import { chooseLanguage, type Language, languageKey, languages } from "../../schema/languages.ts"

export const pageLanguage = (query: string, browser: ReadonlyArray<string> = navigator.languages ?? []): Language => {
  const lang = new URLSearchParams(query).get("lang") ?? undefined
  return chooseLanguage({
    // A refused `lang` (its notice says why) is as good as none.
    lang: languages.some((l) => l === lang) ? lang : undefined,
    remembered: pageStorage().local.get(languageKey),
    browser,
  })
}

export const rememberLanguage = (language: Language) => pageStorage().local.set(languageKey, language)
