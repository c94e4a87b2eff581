// The sandbox's decision route: a test decides a user's identity check at once.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SandboxApi } from "../../schema/sandbox.ts"
import { KycRecords } from "./repository.ts"

const descriptions = {
  approved: null,
  rejected: "The document could not be verified. Try again with a clear photo of a valid document.",
  invalid: "The details entered do not match the document.",
} as const

export const SandboxKycHandlers = HttpApiBuilder.group(
  SandboxApi,
  "kyc",
  Effect.fn(function* (handlers) {
    const records = yield* KycRecords
    return handlers.handle("decideKyc", ({ params, payload }) =>
      records
        .decide(params.userId, payload.decision, descriptions[payload.decision], payload.level)
        .pipe(Effect.as({ ok: true })),
    )
  }),
)
