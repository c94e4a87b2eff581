// How the sandbox reviews an identity check, so tests and demos can reach every outcome: the document number
// decides. One ending in 000 is rejected, one ending in 111 is invalid, any other is approved.
import { kycDecisionTexts } from "../../schema/kyc.ts"

export type KycDecision = "approved" | "rejected" | "invalid"

export const sandboxDecision = (documentId: string): { decision: KycDecision; description: string | null } => {
  if (documentId.endsWith("000")) {
    return {
      decision: "rejected",
      description: kycDecisionTexts.rejected,
    }
  }
  if (documentId.endsWith("111")) {
    return { decision: "invalid", description: kycDecisionTexts.invalid }
  }
  return { decision: "approved", description: null }
}
