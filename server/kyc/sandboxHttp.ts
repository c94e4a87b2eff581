// The sandbox's decision route: a test decides a user's identity check at once.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { errorCodes, NotFound, serverMessages } from "../../schema/errors.ts"
import { kycDecisionTexts } from "../../schema/kyc.ts"
import { SandboxApi } from "../../schema/sandbox.ts"
import { Users } from "../user/repository.ts"
import { KycRecords } from "./repository.ts"

const descriptions = kycDecisionTexts

export const SandboxKycHandlers = HttpApiBuilder.group(
  SandboxApi,
  "kyc",
  Effect.fn(function* (handlers) {
    const records = yield* KycRecords
    const users = yield* Users
    return handlers.handle("decideKyc", ({ params, payload }) =>
      Effect.gen(function* () {
        // A check is recorded against its user: an unknown id is refused, not left to the database to reject.
        if (!(yield* users.byId(params.userId))) {
          return yield* new NotFound({ code: errorCodes.notFound, message: serverMessages.userNotFound })
        }
        yield* records.decide(params.userId, payload.decision, descriptions[payload.decision], payload.level)
        return { ok: true }
      }),
    )
  }),
)
