// A labelled text field (react-aria): label, optional description, and an error shown under it.
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from "react-aria-components"
import { useText } from "../i18n/text.tsx"

export interface TextFieldProps extends AriaTextFieldProps {
  readonly label: string
  readonly description?: string
  readonly errorMessage?: string | undefined
  readonly placeholder?: string
}

export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  const { t } = useText()
  return (
    <AriaTextField {...props} isInvalid={errorMessage !== undefined} className="field">
      <Label className="field-label">{t(label)}</Label>
      <Input className="field-input" placeholder={placeholder && t(placeholder)} />
      {description && (
        <Text slot="description" className="field-description">
          {t(description)}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage && t(errorMessage)}</FieldError>
    </AriaTextField>
  )
}
