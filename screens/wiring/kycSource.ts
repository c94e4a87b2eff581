// Spec 1 §7, spec 2 §7: the KYC status call carries sourceParam. The ramps' own status check and the ID-check chart
// they invoke as a child are given the journey's source here, where each journey starts.
import { kycActors, liveKycMachine } from "../../adapters/actors/kyc.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"

export const kycActorsWithSource = (runtime: AppRuntime, source: string | undefined) => {
  const status = kycActors(runtime, source).loadStatus
  return { kyc: liveKycMachine(runtime, source), loadKycStatus: status, peekKycStatus: status }
}
