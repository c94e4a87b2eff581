// The identity-check form's rules (spec 1 §5 "KYC form"), one definition for the widget and the server: every
// required field filled and matching its pattern, dates as ISO dates in the past, the document number in the
// document type's format, an image wherever the document needs one.
import type { KycDocumentType, KycRequiredField } from "./kyc.ts"
import { checkEmail } from "./validation.ts"

export type KycFieldValue = string | ReadonlyArray<string>

export interface KycFormProblems {
  /** Required fields left empty (and the document number, as "documentId"). */
  readonly missing: ReadonlyArray<string>
  /** Fields whose value does not match their rule. */
  readonly invalid: ReadonlyArray<string>
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

const validDate = (value: string, today = new Date()) => {
  const match = isoDate.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < today
}

const matches = (field: KycRequiredField, value: string) => {
  if (field.type === "date") return validDate(value)
  if (field.type === "email") return checkEmail(value) === undefined
  if (!field.regexp) return true
  try {
    return new RegExp(field.regexp, field.regexpFlags).test(value)
  } catch {
    return false
  }
}

const filled = (value: KycFieldValue | undefined) =>
  typeof value === "string" ? value.trim().length > 0 : value !== undefined && value.length > 0

export const checkKycForm = (
  documentType: Pick<KycDocumentType, "requiredFields"> & { readonly documentIdPattern?: string },
  fields: Readonly<Record<string, KycFieldValue>>,
  documentId: string,
): KycFormProblems => {
  const missing: Array<string> = []
  const invalid: Array<string> = []
  for (const field of documentType.requiredFields) {
    const value = fields[field.name]
    if (!filled(value)) {
      if (field.required) missing.push(field.name)
      continue
    }
    if (field.type !== "images" && (typeof value !== "string" || !matches(field, value.trim())))
      invalid.push(field.name)
  }
  if (!documentId.trim()) missing.push("documentId")
  else if (documentType.documentIdPattern && !new RegExp(documentType.documentIdPattern).test(documentId.trim())) {
    invalid.push("documentId")
  }
  return { missing, invalid }
}

export const kycFormValid = (problems: KycFormProblems) =>
  problems.missing.length === 0 && problems.invalid.length === 0
