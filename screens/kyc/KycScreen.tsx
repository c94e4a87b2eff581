// The ID Check screen (spec 1 §5 "KYC form", §4 statuses; spec 2 §2): one view per state of the KYC chart.
import type { SnapshotFrom } from "xstate"
import { chosenDocument, documentsFor, type KycEvent, type kycMachine } from "../../machines/kyc.ts"
import { checkKycForm, kycFormValid } from "../../schema/kycForm.ts"
import { kycLabels, screenTitles } from "../../schema/labels.ts"
import { errors, validation } from "../../schema/messages.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { PhotoCapture } from "./PhotoCapture.tsx"

export interface KycScreenProps {
  readonly snapshot: SnapshotFrom<typeof kycMachine>
  readonly send: (event: KycEvent) => void
  /** Run on its own, the check leads on to this; inside a journey, the journey goes on by itself. */
  readonly onContinue?: (() => void) | undefined
}

export function KycScreen({ snapshot, send, onContinue }: KycScreenProps) {
  const { t } = useText()
  const { context } = snapshot
  const notice = (title: string, text?: string | null, action?: { label: string; onPress: () => void }) => (
    <section className="notice" role="status">
      <h2>{t(title)}</h2>
      {text && <p>{t(text)}</p>}
      {action && <Button onPress={action.onPress}>{action.label}</Button>}
    </section>
  )
  const body = () => {
    if (snapshot.matches("loading") || snapshot.matches("done"))
      return <p className="loading">{t(kycLabels.loading)}</p>
    if (snapshot.matches("statusFailed"))
      return notice(context.error ?? errors.requestFailed, null, {
        label: kycLabels.tryAgain,
        onPress: () => send({ type: "reload" }),
      })
    if (snapshot.matches("verifying")) return notice(kycLabels.verifying, kycLabels.verifyingHint)
    if (snapshot.matches("failed"))
      return notice(kycLabels.failedTitle, context.status?.currentKyc?.statusDescription, {
        label: kycLabels.startAgain,
        onPress: () => send({ type: "retry" }),
      })
    if (snapshot.matches("limitReached")) {
      return (
        <p className="field-error" role="alert">
          {t(errors.kycAttemptsReached)}
        </p>
      )
    }
    if (snapshot.matches("passed"))
      return notice(kycLabels.passedTitle, null, {
        label: kycLabels.continue,
        onPress: () => {
          send({ type: "continue" })
          onContinue?.()
        },
      })
    if (snapshot.matches("choosing")) {
      return (
        <fieldset className="choices">
          <legend>{t(kycLabels.chooseDocument)}</legend>
          {documentsFor(context).map((document) => (
            <Button
              key={document._id}
              className="choice"
              onPress={() => send({ type: "document.select", id: document._id })}
            >
              {document.title}
            </Button>
          ))}
        </fieldset>
      )
    }
    return <KycForm snapshot={snapshot} send={send} />
  }
  return <Screen title={screenTitles.kyc}>{body()}</Screen>
}

function KycForm({ snapshot, send }: Omit<KycScreenProps, "onContinue">) {
  const { t } = useText()
  const { context } = snapshot
  const document = chosenDocument(context)
  if (!document) return null
  const busy = snapshot.hasTag("loading")
  const problems = checkKycForm(document, context.fields, context.documentId)
  const invalid = new Set(problems.invalid)
  const text = (name: string) => {
    const value = context.fields[name]
    return typeof value === "string" ? value : ""
  }
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "submit" })
      }}
    >
      <h2 className="form-title">{document.title}</h2>
      {document.requiredFields.map((field) =>
        field.type === "images" ? (
          <PhotoCapture
            key={field.name}
            label={field.label}
            value={(context.fields[field.name] as ReadonlyArray<string> | undefined)?.[0]}
            onChange={(dataUrl) =>
              send(
                dataUrl ? { type: "image.add", name: field.name, dataUrl } : { type: "image.remove", name: field.name },
              )
            }
            isDisabled={busy}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type === "date" ? "date" : field.type === "email" ? "email" : "text"}
            isRequired={field.required}
            value={text(field.name)}
            onChange={(value) => send({ type: "field.change", name: field.name, value })}
            errorMessage={invalid.has(field.name) ? validation.invalidFormat : undefined}
            isDisabled={busy}
          />
        ),
      )}
      <TextField
        label={kycLabels.documentNumber}
        isRequired
        value={context.documentId}
        onChange={(value) => send({ type: "documentId.change", value })}
        errorMessage={invalid.has("documentId") ? validation.invalidFormat : undefined}
        isDisabled={busy}
      />
      {context.error && (
        <p className="field-error" role="alert">
          {t(context.error)}
        </p>
      )}
      <Button main type="submit" block isDisabled={!kycFormValid(problems) || busy} isPending={busy}>
        {kycLabels.submit}
      </Button>
      {problems.missing.length > 0 && <p className="field-description">{t(validation.fillAllFields)}</p>}
      <Button className="link-button" onPress={() => send({ type: "back" })} isDisabled={busy}>
        {kycLabels.back}
      </Button>
    </form>
  )
}
