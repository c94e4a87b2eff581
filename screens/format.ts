// How dates and amounts read in the widget (spec 1 §9: DD.MM.YYYY HH:mm; amounts to 2 decimals).
const two = (n: number) => String(n).padStart(2, "0")

export const formatDate = (iso: string, locale = "en") => {
  const d = new Date(iso)
  // Other languages write a date and time as Intl writes them for the language (issue 19).
  if (locale !== "en") return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(d)
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`
}

/** A countdown's time left as a clock (m:ss), the same in every language. */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${two(seconds % 60)}`

export const formatAmount = (amount: number, unit: string, locale = "en") =>
  `${(Math.round(amount * 100) / 100).toLocaleString(locale, { maximumFractionDigits: 2 })} ${unit}`

/** The message a failed call carries, for a toast or a line under a list; empty when it has none. */
export const errorText = (error: unknown) =>
  error && typeof error === "object" && "message" in error ? String((error as { message: unknown }).message) : ""

/**
 * A duration in seconds as people say it (spec 1 §9, spec 2 §9: the average approval time is shown as a relative
 * duration): its largest whole unit, rounded, in the browser's words ("45 seconds", "5 minutes", "2 hours").
 */
export const formatDuration = (seconds: number, locale = "en") => {
  const s = Math.max(0, seconds)
  const [value, unit] =
    s < 60 ? [Math.round(s), "second"] : s < 3600 ? [Math.round(s / 60), "minute"] : [Math.round(s / 3600), "hour"]
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value)
}
