// How dates and amounts read in the widget (spec 1 §9: DD.MM.YYYY HH:mm; amounts to 2 decimals).
const two = (n: number) => String(n).padStart(2, "0")

export const formatDate = (iso: string) => {
  const d = new Date(iso)
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`
}

export const formatAmount = (amount: number, unit: string) =>
  `${(Math.round(amount * 100) / 100).toLocaleString("en", { maximumFractionDigits: 2 })} ${unit}`

/** The message a failed call carries, for a toast or a line under a list; empty when it has none. */
export const errorText = (error: unknown) =>
  error && typeof error === "object" && "message" in error ? String((error as { message: unknown }).message) : ""
