// Handlers of the identity-check calls: status, and a new check validated field by field before anything is kept.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { invalidRequest } from "../../schema/errors.ts"
import { KycAttemptsExhausted, kycAttemptsExhaustedCode, kycRefusals } from "../../schema/kyc.ts"
import { checkKycForm } from "../../schema/kycForm.ts"
import { levelCovers } from "../../schema/kycRequirement.ts"
import { errors, validation } from "../../schema/messages.ts"
import { CurrentUser } from "../../schema/middleware.ts"
import { ServerConfig } from "../config.ts"
import { Users } from "../user/repository.ts"
import { decodeImage } from "./images.ts"
import { KycRecords } from "./repository.ts"

const invalid = invalidRequest

export const KycHandlers = HttpApiBuilder.group(
  Api,
  "kyc",
  Effect.fn(function* (handlers) {
    const records = yield* KycRecords
    const users = yield* Users
    const config = yield* ServerConfig

    const account = Effect.gen(function* () {
      const { id } = yield* CurrentUser
      const user = yield* users.byId(id)
      if (!user) return yield* Effect.die(new Error("the signed-in account no longer exists"))
      return user
    })

    return handlers
      .handle("getKycStatus", () =>
        Effect.flatMap(account, (user) => records.status(user.id, user.countryIsoCode, config.kycAttemptLimit)),
      )
      .handle("initKyc", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* account
          const status = yield* records.status(user.id, user.countryIsoCode, config.kycAttemptLimit)
          if (status.reachedKycLimit) {
            return yield* new KycAttemptsExhausted({
              code: kycAttemptsExhaustedCode,
              message: errors.kycAttemptsReached,
            })
          }
          if (status.currentKyc?.status === "initiated") return yield* invalid(kycRefusals.inReview)
          const documentType = yield* records.documentType(payload.idType, user.countryIsoCode)
          if (!documentType) return yield* invalid(kycRefusals.unknownDocumentType(payload.idType))
          if (levelCovers(status.passedKycType, documentType.level)) {
            return yield* invalid(kycRefusals.alreadyPassed)
          }
          const documentId = payload.documentId.trim().toUpperCase()
          const problems = checkKycForm(documentType, payload.userFields, documentId)
          const label = (name: string) =>
            name === "documentId"
              ? "Document number"
              : (documentType.requiredFields.find((f) => f.name === name)?.label ?? name)
          if (problems.missing.length > 0) {
            return yield* invalid(`${validation.fillAllFields}: ${problems.missing.map(label).join(", ")}`)
          }
          if (problems.invalid.length > 0) {
            return yield* invalid(`${validation.invalidFormat}: ${problems.invalid.map(label).join(", ")}`)
          }
          const userFields: Record<string, string> = {}
          const images = []
          for (const field of documentType.requiredFields) {
            const value = payload.userFields[field.name]
            if (value === undefined) continue
            if (field.type !== "images") {
              userFields[field.name] = String(value).trim()
              continue
            }
            const urls = typeof value === "string" ? [value] : value
            for (const [position, url] of urls.entries()) {
              const decoded = decodeImage(url, field.label)
              if ("problem" in decoded) return yield* invalid(decoded.problem)
              images.push({ fieldName: field.name, position, ...decoded })
            }
          }
          yield* records.submit({
            userId: user.id,
            level: documentType.level,
            documentTypeId: documentType._id,
            documentId,
            userFields,
            images,
            reviewSeconds: config.kycReviewSeconds,
          })
          return { status: "initiated" as const, type: documentType.level, statusDescription: null }
        }),
      )
  }),
)
