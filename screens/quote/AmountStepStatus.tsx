// An amount step before its fields: the journey cannot go on (a refused link, a paused service, a failed load), or
// the catalogue is still being read.

import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"

export function AmountStepStatus({
  title,
  message,
  kind,
}: {
  readonly title: string
  readonly message?: string | undefined
  /** error: something went wrong; notice: nothing went wrong (maintenance); loading: still reading. */
  readonly kind: "error" | "notice" | "loading"
}) {
  const { t } = useText()
  return (
    <Screen title={title} loading={kind === "loading"}>
      {kind === "loading" ? (
        message && <p className="loading">{t(message)}</p>
      ) : (
        <p role="alert" className={kind === "error" ? "field-error" : "notice-inline"}>
          {message && t(message)}
        </p>
      )}
    </Screen>
  )
}
