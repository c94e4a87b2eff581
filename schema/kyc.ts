// Identity checks: status with rules and document types, and the check submission (spec 1 §3, §5, §7).
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { KycLevel, KycState } from "./enums.ts"
import { InvalidRequest } from "./errors.ts"

/** Spec 2 §8: shown when no further check may be started. */
export class KycAttemptsExhausted extends Schema.TaggedError<KycAttemptsExhausted>()(
  "KycAttemptsExhausted",
  { code: Schema.String, message: Schema.String },
  { httpApiStatus: 403 },
) {}
export const kycAttemptsExhaustedCode = "KYC_ATTEMPTS_EXHAUSTED"

/** Why the server refuses an identity check. */
export const kycRefusals = {
  inReview: "An identity check is already being reviewed.",
  alreadyPassed: "This identity check is already passed.",
  unknownDocumentType: (idType: string) => `Unknown document type: ${idType}`,
  notAPhoto: (label: string) => `${label}: expected a photo (JPEG, PNG or WebP)`,
  photoTooLarge: (label: string) => `${label}: the photo is larger than ${kycImageMaxBytes / 1024 / 1024} MB`,
  notAnImage: (label: string) => `${label}: the file is not a JPEG, PNG or WebP image`,
} as const

/** What a reviewer's decision tells the user (the sandbox reviewer gives these). */
export const kycDecisionTexts = {
  approved: null,
  rejected: "The document could not be verified. Try again with a clear photo of a valid document.",
  invalid: "The details entered do not match the document.",
} as const

/** Each image of a check: at most 5 MB, JPEG, PNG or WebP by content. */
export const kycImageMaxBytes = 5 * 1024 * 1024

import { Authorization } from "./middleware.ts"

export const KycFieldType = Schema.Literals(["string", "date", "email", "images"])
export type KycFieldType = typeof KycFieldType.Type

export const KycRequiredField = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  type: KycFieldType,
  required: Schema.Boolean,
  regexp: Schema.optional(Schema.String),
  regexpFlags: Schema.optional(Schema.String),
  format: Schema.optional(Schema.String),
})
export type KycRequiredField = typeof KycRequiredField.Type

export const KycDocumentType = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  /** The document number's format, as a regular expression. */
  documentIdPattern: Schema.String,
  requiredFields: Schema.Array(KycRequiredField),
})
export type KycDocumentType = typeof KycDocumentType.Type

/** Minimum order amounts in USD from which a level is required, per product. */
export const KycRules = Schema.Struct({
  onRampMinBasic: Schema.Number,
  onRampMinAdvanced: Schema.Number,
  offRampMinBasic: Schema.Number,
  offRampMinAdvanced: Schema.Number,
})
export type KycRules = typeof KycRules.Type

export const CurrentKyc = Schema.Struct({
  status: KycState,
  type: KycLevel,
  statusDescription: Schema.NullOr(Schema.String),
})
export type CurrentKyc = typeof CurrentKyc.Type

export const KycStatus = Schema.Struct({
  passedKycType: Schema.NullOr(KycLevel),
  kycRules: KycRules,
  basicKycDocuments: Schema.Array(KycDocumentType),
  advancedKycDocuments: Schema.Array(KycDocumentType),
  currentKyc: Schema.NullOr(CurrentKyc),
  reachedKycLimit: Schema.Boolean,
})
export type KycStatus = typeof KycStatus.Type

/** Text fields as strings; image fields as data URLs (jpeg or png). */
export const KycInit = Schema.Struct({
  userFields: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Array(Schema.String)])),
  idType: Schema.String,
  documentId: Schema.String,
})
export type KycInit = typeof KycInit.Type

export class KycApi extends HttpApiGroup.make("kyc")
  .add(
    HttpApiEndpoint.get("getKycStatus", "/api/private/auth/user/kyc/status", {
      query: { sourceParam: Schema.optional(Schema.String) },
      success: KycStatus,
    }),
    HttpApiEndpoint.post("initKyc", "/api/private/auth/user/kyc/init", {
      payload: KycInit,
      success: CurrentKyc,
      error: [InvalidRequest, KycAttemptsExhausted],
    }),
  )
  .middleware(Authorization) {}
