// The widget's languages (issue 19): English as the spec writes it, and the translations of screens/i18n/.

export const languages = ["en", "sw", "fr", "pt", "ha"] as const
export type Language = (typeof languages)[number]

/** Each language by its own name, as the side panel's menu lists it (never translated). */
export const languageNames: Record<Language, string> = {
  en: "English",
  sw: "Kiswahili",
  fr: "Français",
  pt: "Português",
  ha: "Hausa",
}

export const languageLabels = {
  menu: "Language",
} as const

/** Where the device remembers the language chosen in the side panel (the local area of adapters/storage.ts). */
export const languageKey = "pay-widget.language"

const supported = (tag: string | null | undefined): Language | undefined => {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return languages.find((language) => language === base)
}

/**
 * The language shown: the link's `lang` wins over everything, then the one chosen in the side panel, then the first
 * of the browser's languages the widget speaks (by base language: fr-CI is French), else English.
 */
export const chooseLanguage = (sources: {
  readonly lang: string | undefined
  readonly remembered: string | undefined
  readonly browser: ReadonlyArray<string>
}): Language =>
  supported(sources.lang) ??
  supported(sources.remembered) ??
  sources.browser.map(supported).find((l) => l !== undefined) ??
  "en"
