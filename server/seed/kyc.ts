// Identity-check rules and document types per country. Minimums are in USD; the required fields follow spec 1 §3
// (label, type string/date/email/images, required, regexp and flags, format).
import type { KycRequiredField } from "../../schema/kyc.ts"

export interface SeedKycRules {
  readonly onrampMinBasic: number
  readonly onrampMinAdvanced: number
  readonly offrampMinBasic: number
  readonly offrampMinAdvanced: number
}

export interface SeedDocumentType {
  readonly id: string
  readonly level: "basic" | "advanced"
  readonly title: string
  readonly documentIdPattern: string
  readonly requiredFields: ReadonlyArray<KycRequiredField>
}

const defaultRules: SeedKycRules = {
  onrampMinBasic: 100,
  onrampMinAdvanced: 1000,
  offrampMinBasic: 100,
  offrampMinAdvanced: 1000,
}
const stricter: SeedKycRules = {
  onrampMinBasic: 50,
  onrampMinAdvanced: 500,
  offrampMinBasic: 50,
  offrampMinAdvanced: 500,
}

export const kycRulesByCountry: Record<string, SeedKycRules> = {
  KE: defaultRules,
  NG: stricter,
  GH: defaultRules,
  UG: defaultRules,
  ZA: stricter,
  TZ: defaultRules,
  RW: defaultRules,
  ZM: defaultRules,
  MW: defaultRules,
  BR: stricter,
}

const name = (fieldName: string, label: string): KycRequiredField => ({
  name: fieldName,
  label,
  type: "string",
  required: true,
  regexp: "^[\\p{L}' .-]{2,50}$",
  regexpFlags: "u",
})
const personFields: ReadonlyArray<KycRequiredField> = [
  name("firstName", "First name"),
  name("lastName", "Last name"),
  { name: "dateOfBirth", label: "Date of birth", type: "date", required: true, format: "YYYY-MM-DD" },
  { name: "email", label: "Email", type: "email", required: false },
]
const image = (fieldName: string, label: string): KycRequiredField => ({
  name: fieldName,
  label,
  type: "images",
  required: true,
})

/** Every country offers a national ID for basic checks and a passport for advanced ones. */
export const documentTypesFor = (countryIsoCode: string): ReadonlyArray<SeedDocumentType> => {
  const code = countryIsoCode.toLowerCase()
  return [
    {
      id: `${code}-national-id`,
      level: "basic",
      title: "National ID card",
      documentIdPattern: "^[A-Z0-9]{5,20}$",
      requiredFields: [...personFields, image("documentFront", "Front of the ID card")],
    },
    {
      id: `${code}-passport`,
      level: "advanced",
      title: "Passport",
      documentIdPattern: "^[A-Z0-9]{6,12}$",
      requiredFields: [
        ...personFields,
        image("documentFront", "Passport photo page"),
        image("selfie", "A photo of your face"),
      ],
    },
  ]
}
