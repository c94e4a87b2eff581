// The auto-order route's own screen: a wait while the journey takes its steps (any error falls back to the amount
// page, spec 2 §2, so this screen has nothing else to show).
import { autoOrderLabels, screenTitles } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"

export function AutoOrderScreen() {
  const { t } = useText()
  return (
    <Screen title={screenTitles.autoOrder}>
      <p className="loading" role="status">
        {t(autoOrderLabels.preparing)}
      </p>
    </Screen>
  )
}
