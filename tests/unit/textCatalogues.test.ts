// Issue 19: every user-visible text of schema (schema/texts.ts) has a translation in every language, with the same
// placeholders, and a translation is found from schema's English, the page's language chosen as README says.
import { describe, expect, it } from "vitest"
import { authMessages } from "../../schema/authErrors.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { extraFieldProblems } from "../../schema/extraFields.ts"
import { accountLabels, amountLabels, onrampSteps, screens, screenTitles } from "../../schema/labels.ts"
import { chooseLanguage, type Language, languages } from "../../schema/languages.ts"
import { errors, validation } from "../../schema/messages.ts"
import { allTexts, type Template, templateValues } from "../../schema/texts.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import type { Catalogue } from "../../screens/i18n/catalogue.ts"
import { buildTextIndex, templatePattern, valueMark } from "../../screens/i18n/textIndex.ts"
import { makeTranslator } from "../../screens/i18n/translator.ts"

const translated = languages.filter((l): l is Exclude<Language, "en"> => l !== "en")
const catalogueOf = async (language: Exclude<Language, "en">): Promise<Catalogue> =>
  (await import(`../../screens/i18n/catalogues/${language}.ts`)).catalogue

/** A template's parameter names as its source spells them (tests run the source, not minified code). */
const parameterNames = (template: (...values: Array<never>) => string) => {
  const source = template.toString()
  const list = source.match(/^\(([^)]*)\)/)?.[1] ?? source.match(/^(\w+)\s*=>/)?.[1] ?? ""
  return list
    .split(",")
    .map((p) => p.trim().split(/[:=\s]/)[0])
    .filter(Boolean)
}

const texts = allTexts()

describe("the list of user-visible texts", () => {
  it("names each template's values as its parameters do", () => {
    const templates = [...texts].filter(([, english]) => typeof english === "function")
    expect(templates.length).toBeGreaterThan(50)
    for (const [key, english] of templates)
      expect(templateValues[key], key).toEqual(parameterNames(english as (...values: Array<never>) => string))
    expect(Object.keys(templateValues).sort()).toEqual(templates.map(([key]) => key).sort())
    // Each can be read back from its English, so a view that shows it finds its translation.
    for (const [key, english] of templates)
      expect(templatePattern(english as Template, templateValues[key]?.length ?? 0), key).toBeDefined()
  })

  it("holds the spec's texts and leaves out codes and badges", () => {
    expect(texts.get("validation.amountAtLeast")).toBe(validation.amountAtLeast)
    expect(texts.get("onrampSteps.2")).toBe("ID Check")
    expect(texts.get("buySwapStatus.expired.title")).toBe("Expired")
    expect(texts.has("buySwapStatus.expired.badge")).toBe(false)
    expect(texts.has("kycRefusals.code")).toBe(false)
  })
})

describe.each(translated)("the %s catalogue", (language) => {
  it("translates every text, and nothing schema does not define", async () => {
    const catalogue = await catalogueOf(language)
    expect([...texts.keys()].filter((key) => !(key in catalogue))).toEqual([])
    expect(Object.keys(catalogue).filter((key) => !texts.has(key))).toEqual([])
  })

  it("keeps every placeholder of a template, and invents none", async () => {
    const catalogue = await catalogueOf(language)
    for (const [key, english] of texts) {
      const message = catalogue[key]
      if (typeof english === "string") {
        expect(typeof message, key).toBe("string")
        expect((message as string).trim(), key).not.toBe("")
        continue
      }
      expect(typeof message, key).toBe("function")
      const names = templateValues[key] ?? []
      const values = Object.fromEntries(names.map((name, i) => [name, valueMark(i)]))
      // Every form a plural may pick (Intl.PluralRules' categories), so no branch drops a value.
      for (const category of ["zero", "one", "two", "few", "many", "other"]) {
        const text = (message as Exclude<NonNullable<typeof message>, string>)(values, {
          plural: (_count, options) => options[category] ?? options.other ?? "",
        })
        for (const [name, mark] of Object.entries(values)) expect(text, `${key} keeps {${name}}`).toContain(mark)
        expect(text, `${key} invents no value`).not.toMatch(/undefined|NaN|\{/)
      }
    }
  })
})

describe("translating schema's English", () => {
  it("finds fixed texts and templates in French, numbers written the French way", async () => {
    const t = makeTranslator("fr", await catalogueOf("fr"), buildTextIndex())
    expect(t(screenTitles.onrampAmount)).toBe("Acheter des cryptos")
    expect(t(onrampSteps[0])).toBe("Montant")
    expect(t(validation.amountAtLeast("KES", "1,000.5"))).toBe("Le montant en KES doit être d’au moins 1\u202f000,5")
    // A server's own message, or a name, stays as given.
    expect(t("Safaricom")).toBe("Safaricom")
    expect(t(errors.failedToConfirmPayment("Insufficient funds"))).toBe(
      "Échec de la confirmation du paiement. Insufficient funds",
    )
  })

  it("puts a label's colon as French writes it, after a narrow no-break space; English and Swahili keep it close", async () => {
    const fr = makeTranslator("fr", await catalogueOf("fr"), buildTextIndex())
    expect(screens.labelled(amountLabels.agent)).toBe("Agent:")
    expect(fr(screens.labelled(amountLabels.agent))).toBe("Agent\u202f:")
    expect(fr(screens.labelled(ussdLabels.ussdCode))).toBe("Code USSD\u202f:")
    const sw = makeTranslator("sw", await catalogueOf("sw"), buildTextIndex())
    expect(sw(screens.labelled(ussdLabels.ussdCode))).toBe("Msimbo wa USSD:")
  })

  it("keeps every French colon, semicolon, question and exclamation mark and guillemet off a line of its own", async () => {
    // French typography sets a no-break space before : ; ? ! » and after «; a plain space lets the line break
    // there and leave the mark alone at the start of the next line (narrow screens, 360 px).
    const catalogue = await catalogueOf("fr")
    const rendered = Object.entries(catalogue).map(([key, message]) => {
      if (typeof message === "string") return [key, message] as const
      const names = templateValues[key] ?? []
      const values = Object.fromEntries(names.map((name, i) => [name, valueMark(i)]))
      return [key, message(values, { plural: (_count, options) => options.other ?? "" })] as const
    })
    const breakable = rendered.filter(([, text]) => /[ \t][:;?!»]|«[ \t]/.test(text)).map(([key]) => key)
    expect(breakable).toEqual([])
    const t = makeTranslator("fr", catalogue, buildTextIndex())
    expect(t(extraFieldProblems.required("Nom"))).toBe("Nom\u202f: champ obligatoire")
  })

  it("puts a count in the plural the language asks for, in Swahili", async () => {
    const t = makeTranslator("sw", await catalogueOf("sw"), buildTextIndex())
    expect(t(amountLabels.youPay)).toBe("Unalipa")
    expect(t(validation.amountAtMost("KES", "250,000"))).toBe("Kiasi cha KES kisizidi 250,000")
  })

  it("reads the page's clocks in Swahili, and tries the template with the most words of its own first", async () => {
    const t = makeTranslator("sw", await catalogueOf("sw"), buildTextIndex())
    expect(t(ussdLabels.expiresIn("19:59"))).toBe("Inaisha baada ya 19:59")
    expect(t(ussdLabels.minutesLeftToPay(20))).toBe("Zimebaki dakika 20 za kulipa")
    expect(t(ussdLabels.retryIn(ussdLabels.resendPrompt, "0:59"))).toBe("Tuma ombi tena (0:59)")
    // "{text} ({time})" would also read this one, leaving "(true or false)" in English.
    expect(t(extraFieldProblems.boolean("Newsletter"))).toBe("Newsletter lazima iwe ndiyo au hapana (true au false)")
  })

  it("translates the server's sign-in messages that choose a plural or round to minutes, in French", async () => {
    const t = makeTranslator("fr", await catalogueOf("fr"), buildTextIndex())
    expect(t(authMessages.codeIncorrect(4))).toBe("Le code est incorrect. Il reste 4 essais.")
    expect(t(authMessages.codeIncorrect(1))).toBe("Le code est incorrect. Il reste 1 essai.")
    expect(t(authMessages.codeIncorrect(0))).toBe("Le code est incorrect.")
    expect(t(authMessages.tooManyCodes(541))).toBe("Trop de codes demandés. Réessayez dans 10 min.")
  })

  it("speaks Portuguese as lusophone Africa writes it, the count's plural chosen by the language", async () => {
    const t = makeTranslator("pt", await catalogueOf("pt"), buildTextIndex())
    expect(t(accountLabels.password)).toBe("Palavra-passe")
    expect(t(validation.amountAtLeast("MZN", "50"))).toBe("O valor em MZN deve ser de pelo menos 50")
    expect(t(ussdLabels.retryWait(1))).toBe("Pode tentar novamente dentro de 1 segundo.")
    expect(t(ussdLabels.retryWait(30))).toBe("Pode tentar novamente dentro de 30 segundos.")
  })

  it("speaks Hausa with its hooked letters, a count before its noun in the singular", async () => {
    const t = makeTranslator("ha", await catalogueOf("ha"), buildTextIndex())
    expect(t(onrampSteps[0])).toBe("Adadi")
    expect(t(amountLabels.country)).toBe("Ƙasa")
    expect(t(ussdLabels.retryWait(30))).toBe("Za ku iya sake gwadawa bayan daƙiƙa 30.")
  })

  it("makes a pattern only of a template whose values show as given", () => {
    expect(
      new RegExp(templatePattern(validation.amountAtLeast, 2) ?? "").test("Amount of KES must be at least 10"),
    ).toBe(true)
    // A clock computed from seconds cannot be read back.
    expect(templatePattern((s: number) => `in ${Math.floor(s / 60)} min`, 1)).toBeUndefined()
  })
})

describe("the page's language", () => {
  it("is the link's lang, then the one chosen, then the browser's first supported, else English", () => {
    expect(chooseLanguage({ lang: "sw", remembered: "fr", browser: ["fr-FR"] })).toBe("sw")
    expect(chooseLanguage({ lang: undefined, remembered: "fr", browser: ["fr-FR"] })).toBe("fr")
    expect(chooseLanguage({ lang: undefined, remembered: undefined, browser: ["de-DE", "fr-CI", "sw"] })).toBe("fr")
    expect(chooseLanguage({ lang: undefined, remembered: undefined, browser: ["de", "zh"] })).toBe("en")
  })

  it("refuses a lang the widget does not speak with the query's error", () => {
    const reading = readQueryConfig("lang=de&amount=10")
    expect(reading.refused.map((r) => r.notice)).toEqual([
      'Query parameter "lang" is invalid: expected one of en, sw, fr, pt, ha.',
    ])
    expect(readQueryConfig("lang=fr").config.lang).toBe("fr")
  })
})
