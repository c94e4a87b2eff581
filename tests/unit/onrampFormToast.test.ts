// Spec 1 §5: Save on the additional-information form with a required field left empty shows the error toast
// "Form is not filled" besides the form's own messages; a Save that only finds a malformed value does not.
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { ToastEffect } from "../../machines/effects.ts"
import { onrampMachine } from "../../machines/onramp.ts"
import type { OnrampContext } from "../../machines/onrampContext.ts"
import type { AdditionalField } from "../../schema/onrampModels.ts"

const fields: ReadonlyArray<AdditionalField> = [
  { name: "idNumber", label: "ID number", type: "string", required: true },
  { name: "email", label: "E-mail for the receipt", type: "email", required: false },
]

/** The chart at the open form, with these values typed. */
const formWith = (extraValues: Readonly<Record<string, string>>) => {
  const start = createActor(onrampMachine, { input: { config: {} } }).getSnapshot().context
  const context: OnrampContext = { ...start, country: "KE", extraFields: fields, extraValues }
  const snapshot = onrampMachine.resolveState({ value: { review: "details" }, context })
  const actor = createActor(onrampMachine, { snapshot, input: { config: {} } })
  const toasts: Array<ToastEffect> = []
  actor.on("toast", (effect) => toasts.push(effect))
  actor.start()
  return { actor, toasts }
}

describe("the additional-information form's toast", () => {
  it("is the error toast 'Form is not filled' on a Save with a required field empty", () => {
    const { actor, toasts } = formWith({ idNumber: "", email: "" })
    actor.send({ type: "extra.save" })
    expect(toasts).toEqual([{ type: "toast", kind: "error", text: "Form is not filled" }])
    expect(actor.getSnapshot().matches({ review: "details" })).toBe(true)
  })

  it("is not shown when every required field is filled but a value is malformed", () => {
    const { actor, toasts } = formWith({ idNumber: "8001015009087", email: "amina@" })
    actor.send({ type: "extra.save" })
    expect(toasts).toEqual([])
    expect(actor.getSnapshot().matches({ review: "details" })).toBe(true)
  })
})
