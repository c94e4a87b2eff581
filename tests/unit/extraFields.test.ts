// The additional-information rules (spec 1 §3, §5) the widget's form and the server share, and how the form is
// prefilled: the integrator's requiredFields first, then each field's default, values typed earlier kept.
import { describe, expect, it } from "vitest"
import type { OnrampContext } from "../../machines/onrampContext.ts"
import { withFieldsLoaded, withFormChecked } from "../../machines/onrampContext.ts"
import { checkExtraFields, extraFieldProblems } from "../../schema/extraFields.ts"
import { validation } from "../../schema/messages.ts"
import type { AdditionalField } from "../../schema/onrampModels.ts"

const fields: ReadonlyArray<AdditionalField> = [
  { name: "bvn", label: "BVN", type: "number", required: true },
  { name: "email", label: "E-mail", type: "email", required: false },
  { name: "phone", label: "Phone", type: "phone", required: false },
  {
    name: "kind",
    label: "Account type",
    type: "enum",
    required: true,
    defaultValue: "cheque",
    options: [
      { label: "Cheque", value: "cheque" },
      { label: "Savings", value: "savings" },
    ],
  },
  { name: "business", label: "Business account", type: "boolean", required: false, defaultValue: true },
  { name: "note", label: "Note", type: "string", required: false },
]

describe("checking additional information", () => {
  it("stores valid values by label, trimmed, the phone in international form, empty optional fields left out", () => {
    expect(
      checkExtraFields(
        fields,
        { bvn: " 22212345678 ", phone: "0803 123 4567", kind: "savings", business: "false" },
        "NG",
      ),
    ).toEqual({
      ok: true,
      values: { BVN: "22212345678", Phone: "+2348031234567", "Account type": "savings", "Business account": "false" },
    })
  })

  it("names every field with a problem: missing, not a number, not an e-mail, not a phone, not an option, not yes/no", () => {
    expect(
      checkExtraFields(fields, { bvn: "12a", email: "a@b", phone: "12", kind: "current", business: "yes" }, "NG"),
    ).toEqual({
      ok: false,
      problems: {
        bvn: extraFieldProblems.number("BVN"),
        email: extraFieldProblems.email("E-mail"),
        phone: extraFieldProblems.phone("Phone", "+2348031234567"),
        kind: extraFieldProblems.option("Account type"),
        business: extraFieldProblems.boolean("Business account"),
      },
    })
    expect(checkExtraFields(fields, { kind: "" }, "NG")).toMatchObject({
      problems: { bvn: extraFieldProblems.required("BVN"), kind: extraFieldProblems.required("Account type") },
    })
    expect(checkExtraFields(fields, { bvn: "1", note: "x".repeat(101), kind: "cheque" }, "NG")).toMatchObject({
      problems: { note: extraFieldProblems.tooLong("Note") },
    })
  })
})

const context = (over: Partial<OnrampContext>) =>
  ({ config: {}, country: "NG", extraValues: {}, extraProblems: {}, extraFields: fields, ...over }) as OnrampContext

describe("the form's values", () => {
  it("come from requiredFields, else the field's default, and keep what was typed before", () => {
    const loaded = withFieldsLoaded(context({ config: { requiredFields: { bvn: "22212345678", note: "hi" } } }), fields)
    expect(loaded.extraValues).toEqual({
      bvn: "22212345678",
      email: "",
      phone: "",
      kind: "cheque",
      business: "true",
      note: "hi",
    })
    const again = withFieldsLoaded(
      context({ config: { requiredFields: { bvn: "1" } }, extraValues: { bvn: "2" } }),
      fields,
    )
    expect(again.extraValues?.bvn).toBe("2")
  })

  it("say 'Form is not filled' only when a required field is empty", () => {
    expect(withFormChecked(context({ extraValues: { bvn: "", kind: "cheque" } })).error).toBe(validation.formNotFilled)
    const wrongKind = withFormChecked(context({ extraValues: { bvn: "1", kind: "cheque", email: "x" } }))
    expect(wrongKind).toEqual({ extraProblems: { email: extraFieldProblems.email("E-mail") }, error: undefined })
  })
})
