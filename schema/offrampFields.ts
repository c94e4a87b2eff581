// The off-ramp offer's required fields (spec 2 §3, §5): the rule each value must meet, one message per field, and the
// details list shown for confirmation. One pure function, used by the server to refuse and by the widget to explain.
import type { OfframpRequiredField } from "./offrampModels.ts"

/** Mobile numbers per country: the dial code and how many digits follow it. */
export const phoneRules: Record<string, { dialCode: string; digits: readonly [number, number]; example: string }> = {
  KE: { dialCode: "+254", digits: [9, 9], example: "+254712345678" },
  NG: { dialCode: "+234", digits: [10, 10], example: "+2348031234567" },
  GH: { dialCode: "+233", digits: [9, 9], example: "+233241234567" },
  UG: { dialCode: "+256", digits: [9, 9], example: "+256772123456" },
  ZA: { dialCode: "+27", digits: [9, 9], example: "+27821234567" },
  TZ: { dialCode: "+255", digits: [9, 9], example: "+255754123456" },
  RW: { dialCode: "+250", digits: [9, 9], example: "+250781234567" },
  ZM: { dialCode: "+260", digits: [9, 9], example: "+260971234567" },
  MW: { dialCode: "+265", digits: [9, 9], example: "+265991234567" },
  BR: { dialCode: "+55", digits: [10, 11], example: "+5511912345678" },
}

export const fieldProblems = {
  required: (label: string) => `${label} is required`,
  email: (label: string) => `${label} must be an e-mail address, e.g. name@example.com`,
  option: (label: string) => `${label} must be one of the listed options`,
  phone: (label: string, example: string) => `${label} must be a mobile number of the country, e.g. ${example}`,
  pattern: (label: string, hint: string) => `${label} must be ${hint}`,
  tooLong: (label: string) => `${label} must be at most 100 characters`,
  /** The message of a refusal that lists every field's problem. */
  summary: (problems: ReadonlyArray<string>) => `Please correct the details: ${problems.join("; ")}.`,
} as const

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A mobile number as typed (spaces, dashes, a leading 0 or the dial code without +) in the form +<dial><digits>. */
export const normalisePhone = (value: string, countryIsoCode: string): string | undefined => {
  const rule = phoneRules[countryIsoCode]
  if (!rule) return undefined
  const dial = rule.dialCode.slice(1)
  let digits = value.replace(/[\s\-().]/g, "")
  if (digits.startsWith("+")) digits = digits.slice(1)
  else if (digits.startsWith("00")) digits = digits.slice(2)
  else if (digits.startsWith("0")) digits = dial + digits.slice(1)
  else if (!digits.startsWith(dial)) digits = dial + digits
  if (!/^\d+$/.test(digits) || !digits.startsWith(dial)) return undefined
  const national = digits.length - dial.length
  return national >= rule.digits[0] && national <= rule.digits[1] ? `+${digits}` : undefined
}

export type FieldsCheck =
  | {
      readonly ok: true
      /** The values as stored: trimmed, phone numbers in international form; optional fields left empty dropped. */
      readonly values: Record<string, string>
      /** What the user confirms (spec 2 §5): each field's label with its value, an option by its label. */
      readonly details: ReadonlyArray<{ readonly label: string; readonly value: string }>
    }
  | { readonly ok: false; readonly problems: Record<string, string> }

export const checkOfframpFields = (
  fields: Record<string, OfframpRequiredField>,
  given: Record<string, string>,
  countryIsoCode: string,
): FieldsCheck => {
  const problems: Record<string, string> = {}
  const values: Record<string, string> = {}
  const details: Array<{ label: string; value: string }> = []
  for (const [key, field] of Object.entries(fields)) {
    const value = (given[key] ?? "").trim()
    if (value === "") {
      if (field.required) problems[key] = fieldProblems.required(field.label)
      continue
    }
    if (value.length > 100) {
      problems[key] = fieldProblems.tooLong(field.label)
      continue
    }
    let stored = value
    let shown = value
    if (field.type === "email" && !emailPattern.test(value)) problems[key] = fieldProblems.email(field.label)
    if (field.type === "enum") {
      const option = field.options?.find((o) => o.value === value)
      if (option) shown = option.label
      else problems[key] = fieldProblems.option(field.label)
    }
    if (field.type === "phone") {
      const phone = normalisePhone(value, countryIsoCode)
      if (phone) stored = shown = phone
      else problems[key] = fieldProblems.phone(field.label, phoneRules[countryIsoCode]?.example ?? "+254712345678")
    }
    if (field.type === "string" && field.pattern && !new RegExp(field.pattern).test(value))
      problems[key] = fieldProblems.pattern(field.label, field.patternHint ?? "in the expected format")
    values[key] = stored
    details.push({ label: field.label, value: shown })
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values, details }
}
