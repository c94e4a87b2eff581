// Turns the English of schema (schema/texts.ts) into a language of screens/i18n/catalogues/: a text is found by its
// English (./textIndex.ts), so views, machines and the server keep speaking English and a view translates what it
// shows. A fixed text is looked up; a template's English is matched as a pattern whose values are put into the
// translation's message (react-aria's @internationalized/string formats it, plurals by Intl.PluralRules). A text
// schema does not define (a server's own message, a name) is shown as it is.
import { type LocalizedString, LocalizedStringDictionary, LocalizedStringFormatter } from "@internationalized/string"
import type { Language } from "../../schema/languages.ts"
import type { Catalogue } from "./catalogue.ts"
import type { TextIndex } from "./textIndex.ts"

export type Translate = (english: string) => string

/** A number written the English way (1,000.5) is written again for the language. */
const localNumber = (value: string, numbers: Intl.NumberFormat) =>
  /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$/.test(value) ? numbers.format(Number(value.replaceAll(",", ""))) : value

export const makeTranslator = (language: Language, catalogue: Catalogue, index: TextIndex): Translate => {
  const dictionary = new LocalizedStringDictionary({ [language]: catalogue as Record<string, LocalizedString> })
  const formatter = new LocalizedStringFormatter(language, dictionary)
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 8 })
  const templates = index.templates
    .filter(({ key }) => key in catalogue)
    .map(({ key, pattern, names }) => ({ key, names, pattern: new RegExp(pattern, "s") }))
  const translate: Translate = (english) => {
    const key = index.fixed[english]
    if (key !== undefined && key in catalogue) return formatter.format(key)
    for (const { key, pattern, names } of templates) {
      const found = pattern.exec(english)
      if (!found) continue
      // A value may itself be a text of schema (a field's label inside "… is required").
      const values = Object.fromEntries(
        names.map((name, i) => [name, localNumber(translate(found[i + 1] ?? ""), numbers)]),
      )
      return formatter.format(key, values)
    }
    return english
  }
  return translate
}
