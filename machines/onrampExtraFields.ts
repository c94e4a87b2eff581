// The order review with its additional-information form (spec 1 §2, §4, §5): the definitions of the current quote's
// offer are loaded first (creation needs them); Create order opens the form when the offer asks for anything, Save
// checks every field and creates the order, Cancel closes the form and creates nothing.
import { and, assign } from "xstate"
import { checkExtraFields, initialValue } from "../schema/extraFields.ts"
import { errors, validation } from "../schema/messages.ts"
import type { AdditionalField } from "../schema/onrampModels.ts"
import { failureMessage } from "./failure.ts"
import type { OnrampContext } from "./onrampContext.ts"
import { onrampSetup } from "./onrampSetup.ts"

/** Values kept from an earlier form (a failed creation comes back here), else the integrator's, else the default. */
export const withFieldsLoaded = (c: OnrampContext, fields: ReadonlyArray<AdditionalField>): Partial<OnrampContext> => ({
  extraFields: fields,
  extraValues: Object.fromEntries(
    fields.map((field) => [field.name, c.extraValues[field.name] ?? initialValue(field, c.config.requiredFields)]),
  ),
  extraProblems: {},
})

export const asksExtraFields = (c: OnrampContext) => (c.extraFields?.length ?? 0) > 0

const checked = (c: OnrampContext) => checkExtraFields(c.extraFields ?? [], c.extraValues, c.country ?? "")

/** Spec 1 §5: a required field left empty is 'Form is not filled'; each field also says what is wrong with it. */
export const withFormChecked = (c: OnrampContext): Partial<OnrampContext> => {
  const result = checked(c)
  if (result.ok) return { extraProblems: {}, error: undefined }
  const missing = (c.extraFields ?? []).some((f) => f.required && (c.extraValues[f.name] ?? "").trim() === "")
  return { extraProblems: result.problems, error: missing ? validation.formNotFilled : undefined }
}

/** What the order carries: the form's values by name, only when the offer asks for something. */
export const extraFieldsToSend = (c: OnrampContext) => (asksExtraFields(c) ? c.extraValues : undefined)

export const reviewState = onrampSetup.createStateConfig({
  initial: "loadingFields",
  on: { back: { target: "#onramp.amount", actions: "clearError" } },
  states: {
    loadingFields: {
      tags: ["loading"],
      invoke: {
        id: "loadExtraFields",
        src: "loadExtraFields",
        input: ({ context }) => ({ quoteId: context.quote?.quoteId ?? "" }),
        onDone: { target: "ready", actions: assign(({ context, event }) => withFieldsLoaded(context, event.output)) },
        onError: {
          target: "fieldsFailed",
          actions: assign({
            extraFields: undefined,
            error: ({ event }) => failureMessage(event.error, errors.requestFailed),
          }),
        },
      },
    },
    // Without the definitions nothing can be created: Create order asks for them again.
    fieldsFailed: { tags: ["error"], on: { "order.create": { target: "loadingFields", actions: "clearError" } } },
    ready: {
      // Auto-order: the order is created at once, through the form when the offer asks for what the integrator's
      // requiredFields do not give; a review that cannot create shows why, and the user takes over.
      always: [
        {
          guard: and(["auto", "canCreate", ({ context }) => !asksExtraFields(context) || checked(context).ok]),
          target: "#onramp.creating",
          actions: "stopAuto",
        },
        { guard: and(["auto", "canCreate"]), target: "details", actions: "stopAuto" },
        { guard: "auto", actions: "stopAuto" },
      ],
      on: {
        "order.create": [
          { guard: and(["canCreate", ({ context }) => asksExtraFields(context)]), target: "details" },
          { guard: "canCreate", target: "#onramp.creating" },
        ],
      },
    },
    details: {
      entry: "clearError",
      on: {
        "extra.change": {
          actions: assign(({ context, event }) => ({
            extraValues: { ...context.extraValues, [event.name]: event.value },
            extraProblems: Object.fromEntries(Object.entries(context.extraProblems).filter(([k]) => k !== event.name)),
          })),
        },
        "extra.save": [
          { guard: ({ context }) => checked(context).ok, target: "#onramp.creating" },
          { actions: assign(({ context }) => withFormChecked(context)) },
        ],
        "extra.cancel": {
          target: "ready",
          actions: assign({ extraProblems: {}, error: undefined }),
        },
      },
    },
  },
})
