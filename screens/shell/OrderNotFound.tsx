// An order's screen when the order cannot be shown: the reason the server gave, else that it was not found.
import { errors } from "../../schema/messages.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "./Screen.tsx"

export function OrderNotFound({ title, error }: { readonly title: string; readonly error: string | undefined }) {
  const { t } = useText()
  return (
    <Screen title={title}>
      <p role="alert" className="field-error">
        {t(error ?? errors.orderNotFound)}
      </p>
    </Screen>
  )
}
