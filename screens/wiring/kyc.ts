// A KYC chart per visit of a KYC route, with its live actors.
import { createActor } from "xstate"
import { liveKycMachine } from "../../adapters/actors/kyc.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"
import type { KycLevel } from "../../schema/enums.ts"
import { inspection } from "./inspect.ts"

export const kycFlow = (runtime: AppRuntime) => ({
  start: (requiredLevel: KycLevel, sourceParam?: string) =>
    createActor(liveKycMachine(runtime, sourceParam), { input: { requiredLevel }, ...inspection }).start(),
})

export type KycFlow = ReturnType<typeof kycFlow>
export type KycActor = ReturnType<KycFlow["start"]>
