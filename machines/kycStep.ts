// The ID-check step the on-ramp and the off-ramp share (spec 1 §4, spec 2 §4): the user's KYC status is read, and
// when the amount needs a level not yet passed the KYC chart runs as a child chart; once it is done (and Continue
// pressed) the status is read again. Each journey says which level its amount needs and where a read status leads
// (its `afterKycStatus` state).
import type { KycLevel } from "../schema/enums.ts"
import type { KycStatus } from "../schema/kyc.ts"

/** The status a read gives the journey's `keepKycStatus` action. */
export const readStatus = {
  type: "keepKycStatus",
  params: ({ event }: { readonly event: { readonly output: KycStatus } }) => ({ status: event.output }),
} as const

/** Reading the user's KYC status, then `afterKycStatus`; spec 1 §4: a status that cannot be read leads to KYC. */
export const checkingKyc = {
  tags: ["loading"],
  entry: "clearError",
  invoke: {
    id: "loadKycStatus",
    src: "loadKycStatus",
    onDone: { target: "afterKycStatus", actions: readStatus },
    onError: "kyc",
  },
} as const

/** The KYC chart for the level the journey's amount needs (basic when the status was not read). */
export const kycStep = <Context>(levelNeeded: (context: Context) => KycLevel | undefined) => ({
  entry: "stopAuto" as const,
  invoke: {
    id: "kyc" as const,
    src: "kyc" as const,
    input: ({ context }: { readonly context: Context }) => ({ requiredLevel: levelNeeded(context) ?? "basic" }),
    onDone: "checkingKyc" as const,
  },
  on: { back: "amount" as const },
})
