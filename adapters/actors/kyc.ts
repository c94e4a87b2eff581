// The identity-check chart's actors on the app runtime.
import { kycMachine } from "../../machines/kyc.ts"
import type { KycFieldValue } from "../../schema/kycForm.ts"
import { fromEffect } from "../actor.ts"
import { callApi } from "../apiClient.ts"
import type { AppRuntime } from "../runtime.ts"

export const kycActors = (runtime: AppRuntime, sourceParam?: string) => ({
  loadStatus: fromEffect(runtime, (_: undefined) =>
    callApi((client) => client.kyc.getKycStatus({ query: { sourceParam } })),
  ),
  submitCheck: fromEffect(
    runtime,
    (payload: { idType: string; documentId: string; userFields: Record<string, KycFieldValue> }) =>
      callApi((client) =>
        client.kyc.initKyc({
          payload: {
            idType: payload.idType,
            documentId: payload.documentId,
            userFields: Object.fromEntries(
              Object.entries(payload.userFields).map(([name, value]) => [
                name,
                typeof value === "string" ? value : [...value],
              ]),
            ),
          },
        }),
      ),
  ),
})

export const liveKycMachine = (runtime: AppRuntime, sourceParam?: string) =>
  kycMachine.provide({ actors: kycActors(runtime, sourceParam) })
