// A labelled text field (react-aria): label, optional description, and an error shown under it.
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from "react-aria-components"

export interface TextFieldProps extends AriaTextFieldProps {
  readonly label: string
  readonly description?: string
  readonly errorMessage?: string | undefined
  readonly placeholder?: string
}

export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={errorMessage !== undefined} className="field">
      <Label className="field-label">{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
