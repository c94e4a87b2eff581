// Amounts, dates and durations written the page's language's way (issue 19), bound to it once here so that no
// screen formats a number in English by forgetting to pass the language (the off-ramp's Pay step once did).
import { useMemo } from "react"
import { formatAmount, formatDate, formatDuration } from "../format.ts"
import { useText } from "./text.tsx"

export interface Formats {
  readonly amount: (amount: number, unit: string) => string
  readonly date: (iso: string) => string
  readonly duration: (seconds: number) => string
}

/** The formats of a language, for code that is handed the language rather than reading the page's. */
export const formatsOf = (language: string): Formats => ({
  amount: (amount, unit) => formatAmount(amount, unit, language),
  date: (iso) => formatDate(iso, language),
  duration: (seconds) => formatDuration(seconds, language),
})

/** The page's language's formats. */
export const useFormat = (): Formats => {
  const { language } = useText()
  return useMemo(() => formatsOf(language), [language])
}
