// Identity checks in the database: rules, document types, submissions and their images, the passed level.
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { KycLevel } from "../../schema/enums.ts"
import type { KycDocumentType, KycRules, KycStatus } from "../../schema/kyc.ts"
import { randomId } from "../auth/crypto.ts"
import { wake } from "../jobs/signals.ts"
import type { KycDecision } from "./review.ts"

export interface DocumentTypeRow extends KycDocumentType {
  readonly level: KycLevel
}

export interface NewSubmission {
  readonly userId: string
  readonly level: KycLevel
  readonly documentTypeId: string
  readonly documentId: string
  readonly userFields: Record<string, string>
  readonly images: ReadonlyArray<{
    readonly fieldName: string
    readonly position: number
    readonly mime: string
    readonly bytes: Uint8Array
  }>
  readonly reviewSeconds: number
}

const defaultRules: KycRules = {
  onRampMinBasic: 100,
  onRampMinAdvanced: 1000,
  offRampMinBasic: 100,
  offRampMinAdvanced: 1000,
}

export class KycRecords extends Context.Service<
  KycRecords,
  {
    readonly status: (userId: string, countryIsoCode: string | null, attemptLimit: number) => Effect.Effect<KycStatus>
    /** The country's minimums (spec 1 §5), or the defaults where it has none. */
    readonly rules: (countryIsoCode: string | null) => Effect.Effect<KycRules>
    /** The highest level the user has passed. */
    readonly passedLevel: (userId: string) => Effect.Effect<KycLevel | null>
    readonly documentType: (id: string, countryIsoCode: string | null) => Effect.Effect<DocumentTypeRow | undefined>
    readonly submit: (submission: NewSubmission) => Effect.Effect<void>
    /** Decides the user's pending check, or with none pending records the decision as its own check. */
    readonly decide: (
      userId: string,
      decision: KycDecision,
      description: string | null,
      level?: KycLevel,
    ) => Effect.Effect<void>
    /** Pending checks whose review time has come, claimed so that one process decides each. */
    readonly reviewDue: (
      decideOne: (documentId: string) => { decision: KycDecision; description: string | null },
    ) => Effect.Effect<number>
  }
>()("server/KycRecords") {
  static readonly layer = Layer.effect(
    KycRecords,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const num = (value: unknown) => Number(value)

      const documentTypes = (countryIsoCode: string | null) =>
        sql<DocumentTypeRow & { id: string }>`SELECT id, level, title, document_id_pattern, required_fields
          FROM kyc_document_types WHERE country_iso_code = ${countryIsoCode ?? ""} ORDER BY sort_order`.pipe(
          Effect.map((rows) => rows.map(({ id, ...row }) => ({ ...row, _id: id }))),
        )

      const rules = (countryIsoCode: string | null) =>
        sql<Record<string, string>>`SELECT * FROM kyc_rules WHERE country_iso_code = ${countryIsoCode ?? ""}`.pipe(
          Effect.map(
            ([row]): KycRules =>
              row
                ? {
                    onRampMinBasic: num(row.onrampMinBasic),
                    onRampMinAdvanced: num(row.onrampMinAdvanced),
                    offRampMinBasic: num(row.offrampMinBasic),
                    offRampMinAdvanced: num(row.offrampMinAdvanced),
                  }
                : defaultRules,
          ),
          Effect.orDie,
        )

      const passedLevel = (userId: string) =>
        sql<{ passedKycType: KycLevel | null }>`SELECT passed_kyc_type FROM users WHERE id = ${userId}`.pipe(
          Effect.map(([user]) => user?.passedKycType ?? null),
          Effect.orDie,
        )

      const status = (userId: string, countryIsoCode: string | null, attemptLimit: number) =>
        Effect.gen(function* () {
          const [latest] = yield* sql<{
            status: KycStatus["currentKyc"] extends infer C ? (C extends { status: infer S } ? S : never) : never
            level: KycLevel
            statusDescription: string | null
          }>`
            SELECT status, level, status_description FROM kyc_submissions WHERE user_id = ${userId}
            ORDER BY created_at DESC, id DESC LIMIT 1`
          const [failed] = yield* sql<{ count: string }>`SELECT count(*) AS count FROM kyc_submissions
            WHERE user_id = ${userId} AND status IN ('rejected', 'invalid')`
          const types = yield* documentTypes(countryIsoCode)
          const strip = ({ level: _, ...type }: DocumentTypeRow) => type
          return {
            passedKycType: yield* passedLevel(userId),
            kycRules: yield* rules(countryIsoCode),
            basicKycDocuments: types.filter((t) => t.level === "basic").map(strip),
            advancedKycDocuments: types.filter((t) => t.level === "advanced").map(strip),
            currentKyc: latest
              ? { status: latest.status, type: latest.level, statusDescription: latest.statusDescription }
              : null,
            reachedKycLimit: num(failed?.count ?? 0) >= attemptLimit,
          }
        }).pipe(Effect.orDie)

      const documentType = (id: string, countryIsoCode: string | null) =>
        Effect.map(documentTypes(countryIsoCode), (types) => types.find((t) => t._id === id)).pipe(Effect.orDie)

      const submit = (s: NewSubmission) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const id = randomId()
              yield* sql`INSERT INTO kyc_submissions ${sql.insert({
                id,
                userId: s.userId,
                level: s.level,
                documentTypeId: s.documentTypeId,
                documentId: s.documentId,
                userFields: JSON.stringify(s.userFields),
                status: "initiated",
                reviewAt: new Date(Date.now() + s.reviewSeconds * 1000),
              })}`
              for (const image of s.images) {
                yield* sql`INSERT INTO kyc_images ${sql.insert({ submissionId: id, ...image })}`
              }
              yield* wake("kycReview")
            }),
          )
          .pipe(Effect.orDie)

      const settle = (
        submissionId: string,
        userId: string,
        level: KycLevel,
        decision: KycDecision,
        description: string | null,
      ) =>
        Effect.gen(function* () {
          yield* sql`UPDATE kyc_submissions SET status = ${decision}, status_description = ${description},
            decided_at = now() WHERE id = ${submissionId}`
          if (decision === "approved") {
            // A passed advanced check is never lowered by a later basic one.
            yield* sql`UPDATE users SET passed_kyc_type = CASE WHEN passed_kyc_type = 'advanced' THEN 'advanced' ELSE ${level} END
              WHERE id = ${userId}`
          }
        })

      const decide = (userId: string, decision: KycDecision, description: string | null, level?: KycLevel) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const [pending] = yield* sql<{ id: string; level: KycLevel }>`SELECT id, level FROM kyc_submissions
                WHERE user_id = ${userId} AND status = 'initiated' ORDER BY created_at DESC LIMIT 1 FOR UPDATE`
              if (pending) return yield* settle(pending.id, userId, level ?? pending.level, decision, description)
              const id = randomId()
              yield* sql`INSERT INTO kyc_submissions ${sql.insert({ id, userId, level: level ?? "basic", status: "initiated" })}`
              yield* settle(id, userId, level ?? "basic", decision, description)
            }),
          )
          .pipe(Effect.orDie)

      const reviewDue = (decideOne: (documentId: string) => { decision: KycDecision; description: string | null }) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const due = yield* sql<{ id: string; userId: string; level: KycLevel; documentId: string }>`
                SELECT id, user_id, level, document_id FROM kyc_submissions
                WHERE status = 'initiated' AND review_at <= now()
                ORDER BY review_at LIMIT 20 FOR UPDATE SKIP LOCKED`
              for (const row of due) {
                const { decision, description } = decideOne(row.documentId)
                yield* settle(row.id, row.userId, row.level, decision, description)
              }
              return due.length
            }),
          )
          .pipe(Effect.orDie)

      return KycRecords.of({ status, rules, passedLevel, documentType, submit, decide, reviewDue })
    }),
  )
}
