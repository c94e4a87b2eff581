// The additional-information form (spec 1 §2): one field per definition of the offer, prefilled by the chart, with
// each field's problem under it after Save (the chart itself toasts a Save with a required field empty, spec 1 §5).
// Closing it (the close button, Escape) is Cancel: nothing is created.
import { useEffect, useRef } from "react"
import type { SnapshotFrom } from "xstate"
import type { OnrampEvent, onrampMachine } from "../../machines/onramp.ts"
import { additionalInfoLabels } from "../../schema/labels.ts"
import type { AdditionalField } from "../../schema/onrampModels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"

const inputTypes = { string: "text", number: "text", email: "email", phone: "tel" } as const
const inputModes = { string: "text", number: "decimal", email: "email", phone: "tel" } as const

const labelOf = (field: AdditionalField, t: (english: string) => string) =>
  field.required ? field.label : `${field.label} (${t(additionalInfoLabels.optional)})`

function FieldInput({
  field,
  value,
  problem,
  onChange,
}: {
  readonly field: AdditionalField
  readonly value: string
  readonly problem: string | undefined
  readonly onChange: (value: string) => void
}) {
  const { t } = useText()
  if (field.type === "enum")
    return (
      <div className="extra-field">
        <Picker
          label={labelOf(field, t)}
          options={(field.options ?? []).map((o) => ({ value: o.value, title: o.label }))}
          value={value}
          onChange={onChange}
        />
        {problem && (
          <p className="field-error" role="alert">
            {t(problem)}
          </p>
        )}
      </div>
    )
  if (field.type === "boolean")
    return (
      <div className="extra-field">
        <label className="extra-checkbox">
          <input
            type="checkbox"
            checked={value === "true"}
            aria-invalid={problem !== undefined}
            onChange={(event) => onChange(event.target.checked ? "true" : "false")}
          />
          {labelOf(field, t)}
        </label>
        {problem && (
          <p className="field-error" role="alert">
            {t(problem)}
          </p>
        )}
      </div>
    )
  return (
    <TextField
      label={labelOf(field, t)}
      type={inputTypes[field.type]}
      inputMode={inputModes[field.type]}
      isRequired={field.required}
      validationBehavior="aria"
      value={value}
      onChange={onChange}
      errorMessage={problem}
    />
  )
}

export function AdditionalInfoModal({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof onrampMachine>
  readonly send: (event: OnrampEvent) => void
}) {
  const { t } = useText()
  const c = snapshot.context
  const open = snapshot.matches({ review: "details" })
  const form = useRef<HTMLFormElement>(null)
  const problems = c.extraProblems
  useEffect(() => {
    // After a Save with problems, the keyboard lands on the first field to correct.
    if (Object.keys(problems).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problems])
  return (
    <Modal title={additionalInfoLabels.title} isOpen={open} onClose={() => send({ type: "extra.cancel" })}>
      <form
        ref={form}
        className="extra-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "extra.save" })
        }}
      >
        <p>{t(additionalInfoLabels.text)}</p>
        {(c.extraFields ?? []).map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={c.extraValues[field.name] ?? ""}
            problem={c.extraProblems[field.name]}
            onChange={(value) => send({ type: "extra.change", name: field.name, value })}
          />
        ))}
        {c.error && (
          <p className="field-error" role="alert">
            {t(c.error)}
          </p>
        )}
        <Button type="submit" block>
          {additionalInfoLabels.save}
        </Button>
      </form>
    </Modal>
  )
}
