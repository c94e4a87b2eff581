// The identity check (spec 1 §4, §5; spec 2 §2, §7), shared by the on-ramp, off-ramp and standalone routes: load
// the status, choose a document, fill its fields and photos, submit, then poll every 5 s while it is verified.
// Rejected or invalid lets the user start again unless the attempt limit is reached; passed, Continue ends the
// chart, and the on-ramp and off-ramp journeys that invoke it go on with its done event.
import { assign, setup } from "xstate"
import type { KycLevel } from "../schema/enums.ts"
import type { CurrentKyc, KycDocumentType, KycStatus } from "../schema/kyc.ts"
import { checkKycForm, type KycFieldValue } from "../schema/kycForm.ts"
import { levelCovers } from "../schema/kycRequirement.ts"
import { errors } from "../schema/messages.ts"
import { timings } from "../schema/timings.ts"
import { abstractActor } from "./abstractActor.ts"
import { failureMessage, failureTag } from "./failure.ts"

export interface KycContext {
  readonly requiredLevel: KycLevel
  readonly status: KycStatus | undefined
  readonly documentTypeId: string | undefined
  readonly fields: Readonly<Record<string, KycFieldValue>>
  readonly documentId: string
  readonly error: string | undefined
}

export type KycEvent =
  | { readonly type: "document.select"; readonly id: string }
  | { readonly type: "field.change"; readonly name: string; readonly value: string }
  | { readonly type: "image.add"; readonly name: string; readonly dataUrl: string }
  | { readonly type: "image.remove"; readonly name: string }
  | { readonly type: "documentId.change"; readonly value: string }
  | { readonly type: "submit" }
  | { readonly type: "back" }
  | { readonly type: "retry" }
  | { readonly type: "reload" }
  /** Passed: the user goes on with the journey that asked for the check. */
  | { readonly type: "continue" }

/** The document types offered for the level asked for. */
export const documentsFor = (context: KycContext): ReadonlyArray<KycDocumentType> =>
  (context.requiredLevel === "advanced" ? context.status?.advancedKycDocuments : context.status?.basicKycDocuments) ??
  []

export const chosenDocument = (context: KycContext) =>
  documentsFor(context).find((d) => d._id === context.documentTypeId)

const problemsOf = (context: KycContext) => {
  const document = chosenDocument(context)
  return document ? checkKycForm(document, context.fields, context.documentId) : { missing: ["document"], invalid: [] }
}

const current = (context: KycContext) => context.status?.currentKyc ?? null
const failedCheck = (context: KycContext) => ["rejected", "invalid"].includes(current(context)?.status ?? "")

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as { readonly requiredLevel: KycLevel },
    output: {} as { readonly passed: boolean },
  },
  actors: {
    loadStatus: abstractActor<KycStatus, undefined>("loadStatus"),
    submitCheck: abstractActor<
      CurrentKyc,
      { idType: string; documentId: string; userFields: Record<string, KycFieldValue> }
    >("submitCheck"),
  },
  // Spec 2 §7, §9: the status is polled every 5 s while KYC is required.
  delays: { statusPoll: timings.statusPoll },
  guards: {
    passed: ({ context }) => levelCovers(context.status?.passedKycType ?? null, context.requiredLevel),
    beingVerified: ({ context }) => current(context)?.status === "initiated",
    limitReached: ({ context }) => context.status?.reachedKycLimit === true,
    failed: ({ context }) => failedCheck(context),
    formValid: ({ context }) => {
      const problems = problemsOf(context)
      return problems.missing.length === 0 && problems.invalid.length === 0
    },
  },
}).createMachine({
  id: "kyc",
  context: ({ input }) => ({
    requiredLevel: input.requiredLevel,
    status: undefined,
    documentTypeId: undefined,
    fields: {},
    documentId: "",
    error: undefined,
  }),
  initial: "loading",
  output: ({ context }) => ({ passed: levelCovers(context.status?.passedKycType ?? null, context.requiredLevel) }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadStatus",
        src: "loadStatus",
        onDone: { target: "deciding", actions: assign({ status: ({ event }) => event.output }) },
        onError: {
          target: "statusFailed",
          actions: assign({ error: ({ event }) => failureMessage(event.error, errors.requestFailed) }),
        },
      },
    },
    deciding: {
      always: [
        { guard: "passed", target: "passed" },
        { guard: "beingVerified", target: "verifying" },
        { guard: "limitReached", target: "limitReached" },
        { guard: "failed", target: "failed" },
        { target: "choosing" },
      ],
    },
    statusFailed: { tags: ["error"], on: { reload: { target: "loading", actions: assign({ error: undefined }) } } },
    verifying: { after: { statusPoll: "loading" } },
    failed: { tags: ["error"], on: { retry: "choosing" } },
    limitReached: { tags: ["error", "terminal"] },
    choosing: {
      on: {
        "document.select": {
          target: "filling",
          actions: assign({ documentTypeId: ({ event }) => event.id, fields: {}, documentId: "", error: undefined }),
        },
      },
    },
    filling: {
      on: {
        "field.change": {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.name]: event.value }),
            error: undefined,
          }),
        },
        "image.add": {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.name]: [event.dataUrl] }),
            error: undefined,
          }),
        },
        "image.remove": {
          actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.name]: [] }) }),
        },
        "documentId.change": { actions: assign({ documentId: ({ event }) => event.value, error: undefined }) },
        back: { target: "choosing", actions: assign({ error: undefined }) },
        // Spec 1 §5: submit is disabled until the form is valid; the form itself says what is missing or malformed.
        submit: { guard: "formValid", target: "submitting", actions: assign({ error: undefined }) },
      },
    },
    submitting: {
      tags: ["loading"],
      invoke: {
        id: "submitCheck",
        src: "submitCheck",
        input: ({ context }) => ({
          idType: context.documentTypeId ?? "",
          documentId: context.documentId.trim().toUpperCase(),
          userFields: context.fields,
        }),
        onDone: {
          target: "verifying",
          actions: assign({
            status: ({ context, event }) =>
              context.status ? { ...context.status, currentKyc: event.output } : context.status,
          }),
        },
        onError: [
          {
            guard: ({ event }) => failureTag(event.error) === "KycAttemptsExhausted",
            target: "limitReached",
            actions: assign({ error: errors.kycAttemptsReached }),
          },
          {
            target: "filling",
            actions: assign({ error: ({ event }) => failureMessage(event.error, errors.failedToSubmitIdCheck) }),
          },
        ],
      },
    },
    // The journey invoking this chart goes on with its done event once the user has seen the check passed.
    passed: { on: { continue: "done" } },
    done: { type: "final" },
  },
})
