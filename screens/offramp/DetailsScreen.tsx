// The off-ramp order details (spec 2 §2, §5): a form of the offer's required fields (text, e-mail, a choice, a
// phone number), prefilled with what was entered last time; Validate details (enabled once every required field is
// filled) asks the server, whose list is shown for confirmation before Next: Pay.
import type { SnapshotFrom } from "xstate"
import type { OfframpEvent, offrampMachine } from "../../machines/offramp.ts"
import { fieldsFilled } from "../../machines/offrampContext.ts"
import { screenTitles } from "../../schema/labels.ts"
import { validation } from "../../schema/messages.ts"
import { offrampDetailsLabels } from "../../schema/offrampLabels.ts"
import type { OfframpRequiredField } from "../../schema/offrampModels.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { Picker } from "../ui/Picker.tsx"
import { TextField } from "../ui/TextField.tsx"

const inputModeOf = (field: OfframpRequiredField) =>
  field.type === "phone" ? "tel" : field.type === "email" ? "email" : "text"

export function OfframpDetailsScreen({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof offrampMachine>
  readonly send: (event: OfframpEvent) => void
}) {
  const { t } = useText()
  const c = snapshot.context
  const fields = Object.entries(c.quote?.requiredFields ?? {})
  const details = snapshot.matches({ details: "confirming" }) ? c.details : undefined
  if (details)
    return (
      <Screen title={screenTitles.offrampDetails}>
        <h2 className="subtitle">{t(offrampDetailsLabels.confirmTitle)}</h2>
        <dl className="detail-list" aria-label={t(offrampDetailsLabels.confirmTitle)}>
          {details.map((d) => (
            <div key={d.label} className="detail-row">
              <dt>{t(d.label)}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
        <div className="form">
          <Button block onPress={() => send({ type: "next" })}>
            {offrampDetailsLabels.next}
          </Button>
          <Button block className="button button-secondary" onPress={() => send({ type: "details.edit" })}>
            {offrampDetailsLabels.edit}
          </Button>
        </div>
      </Screen>
    )
  const filled = fieldsFilled(c)
  return (
    <Screen title={screenTitles.offrampDetails}>
      <p>{t(offrampDetailsLabels.intro)}</p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "details.validate" })
        }}
      >
        {fields.map(([key, field]) =>
          field.type === "enum" ? (
            <div key={key} className="field">
              <Picker
                label={field.label}
                value={c.fields[key] || undefined}
                onChange={(value) => send({ type: "field.change", key, value })}
                options={(field.options ?? []).map((o) => ({ value: o.value, title: o.label }))}
              />
              {c.fieldProblems[key] && <p className="field-error">{c.fieldProblems[key]}</p>}
            </div>
          ) : (
            <TextField
              key={key}
              label={field.label}
              isRequired={field.required}
              inputMode={inputModeOf(field)}
              type={field.type === "email" ? "email" : field.type === "phone" ? "tel" : "text"}
              description={field.patternHint}
              value={c.fields[key] ?? ""}
              onChange={(value) => send({ type: "field.change", key, value })}
              errorMessage={c.fieldProblems[key] || undefined}
            />
          ),
        )}
        {c.error && (
          <p role="alert" className="field-error">
            {t(c.error)}
          </p>
        )}
        {!filled && <p className="field-description">{t(validation.fillAllFields)}</p>}
        <Button block type="submit" isDisabled={!filled || snapshot.hasTag("loading")}>
          {offrampDetailsLabels.validate}
        </Button>
        <Button block className="button button-secondary" onPress={() => send({ type: "back" })}>
          {offrampDetailsLabels.back}
        </Button>
      </form>
    </Screen>
  )
}
