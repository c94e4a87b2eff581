// The order review with its additional-information form (spec 1 §2, §4, §5): the definitions of the current quote's
// offer are loaded first (creation needs them); Create order opens the form when the offer asks for anything, Save
// checks every field and creates the order, Cancel closes the form and creates nothing.
// The form's rules are in onrampContext.ts, its named actions in onrampSetup.ts.
import { and, assign } from "xstate"
import { errors } from "../schema/messages.ts"
import { failureMessage } from "./failure.ts"
import { asksExtraFields, extraFormValid } from "./onrampContext.ts"
import { onrampSetup } from "./onrampSetup.ts"

export const reviewState = onrampSetup.createStateConfig({
  initial: "loadingFields",
  on: {
    // Back is the user taking over, also while the auto-order reads the definitions.
    back: { target: "#onramp.amount", actions: ["clearError", "stopAuto"] },
    "payer.phone": { actions: assign({ payerPhone: ({ event }) => event.value }) },
  },
  states: {
    loadingFields: {
      tags: ["loading"],
      invoke: {
        id: "loadExtraFields",
        src: "loadExtraFields",
        input: ({ context }) => ({ quoteId: context.quote?.quoteId ?? "" }),
        onDone: {
          target: "ready",
          actions: { type: "keepExtraFields", params: ({ event }) => ({ fields: event.output }) },
        },
        onError: {
          target: "fieldsFailed",
          actions: {
            type: "failExtraFields",
            params: ({ event }) => ({ message: failureMessage(event.error, errors.requestFailed) }),
          },
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
          guard: and(["auto", "canCreate", ({ context }) => !asksExtraFields(context) || extraFormValid(context)]),
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
        "extra.change": { actions: "setExtraValue" },
        "extra.save": [
          { guard: ({ context }) => extraFormValid(context), target: "#onramp.creating" },
          { actions: "checkExtraForm" },
        ],
        "extra.cancel": { target: "ready", actions: "closeExtraForm" },
      },
    },
  },
})
