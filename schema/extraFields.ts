// The additional information an agent's offer asks for (spec 1 §3 "Additional field", §5 "Additional information
// form"): the rule each value must meet, with one message per field naming it. One pure function, used by the server
// to refuse an order and by the widget to explain before it sends one.
import { normalisePhone, phoneRules } from "./offrampFields.ts"
import type { AdditionalField } from "./onrampModels.ts"

export const extraFieldProblems = {
  required: (label: string) => `${label} is required`,
  number: (label: string) => `${label} must be a number`,
  email: (label: string) => `${label} must be an e-mail address, e.g. name@example.com`,
  phone: (label: string, example: string) => `${label} must be a phone number, e.g. ${example}`,
  option: (label: string) => `${label} must be one of the listed options`,
  boolean: (label: string) => `${label} must be yes or no (true or false)`,
  tooLong: (label: string) => `${label} must be at most 100 characters`,
  /** The message of a refusal that lists every field's problem. */
  summary: (problems: ReadonlyArray<string>) => `Please correct the additional information: ${problems.join("; ")}.`,
} as const

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const numberPattern = /^-?\d+(\.\d+)?$/
/** Without a country rule, a phone number is 7 to 15 digits with an optional leading + (E.164). */
const anyPhone = /^\+?\d{7,15}$/

export type ExtraFieldsCheck =
  | {
      readonly ok: true
      /** What the order stores, keyed by each field's label (the order read shows label and value). */
      readonly values: Record<string, string>
    }
  | {
      readonly ok: false
      /** Keyed by field name. */
      readonly problems: Record<string, string>
    }

/** A value as the form keeps it: booleans and numbers as text, a missing value as "". */
export const initialValue = (field: AdditionalField, prefilled: Readonly<Record<string, string>> | undefined) => {
  const given = prefilled?.[field.name]
  if (given !== undefined) return given
  if (field.defaultValue !== undefined) return String(field.defaultValue)
  return field.type === "boolean" ? "false" : ""
}

const problemOf = (field: AdditionalField, value: string, countryIsoCode: string): string | undefined => {
  if (value.length > 100) return extraFieldProblems.tooLong(field.label)
  switch (field.type) {
    case "number":
      return numberPattern.test(value) ? undefined : extraFieldProblems.number(field.label)
    case "email":
      return emailPattern.test(value) ? undefined : extraFieldProblems.email(field.label)
    case "phone": {
      const rule = phoneRules[countryIsoCode]
      if (rule)
        return normalisePhone(value, countryIsoCode) ? undefined : extraFieldProblems.phone(field.label, rule.example)
      return anyPhone.test(value.replace(/[\s\-().]/g, ""))
        ? undefined
        : extraFieldProblems.phone(field.label, "+15551234567")
    }
    case "enum":
      return field.options?.some((o) => o.value === value) ? undefined : extraFieldProblems.option(field.label)
    case "boolean":
      return value === "true" || value === "false" ? undefined : extraFieldProblems.boolean(field.label)
    default:
      return undefined
  }
}

/** Checks the values given by field name against the offer's fields; values of fields it does not define are dropped. */
export const checkExtraFields = (
  fields: ReadonlyArray<AdditionalField>,
  given: Readonly<Record<string, string>>,
  countryIsoCode: string,
): ExtraFieldsCheck => {
  const problems: Record<string, string> = {}
  const values: Record<string, string> = {}
  for (const field of fields) {
    const value = (given[field.name] ?? "").trim()
    if (value === "") {
      if (field.required) problems[field.name] = extraFieldProblems.required(field.label)
      continue
    }
    const problem = problemOf(field, value, countryIsoCode)
    if (problem) {
      problems[field.name] = problem
      continue
    }
    values[field.label] = field.type === "phone" ? (normalisePhone(value, countryIsoCode) ?? value) : value
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, values }
}
