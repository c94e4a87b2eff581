// Loads a language's catalogue and its translator: one chunk per language, fetched only when it is shown, beside one
// chunk with the translator and the index of schema's English (built with the widget, see ./textIndex.ts).
import index from "virtual:text-index"
import type { Language } from "../../schema/languages.ts"
import type { Catalogue } from "./catalogue.ts"
import { makeTranslator, type Translate } from "./translator.ts"

const catalogues: Record<Exclude<Language, "en">, () => Promise<{ readonly catalogue: Catalogue }>> = {
  sw: () => import("./catalogues/sw.ts"),
  fr: () => import("./catalogues/fr.ts"),
  pt: () => import("./catalogues/pt.ts"),
  ha: () => import("./catalogues/ha.ts"),
}

export const loadTranslator = (language: Exclude<Language, "en">): Promise<Translate> =>
  catalogues[language]().then(({ catalogue }) => makeTranslator(language, catalogue, index))
