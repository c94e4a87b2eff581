// A phone number field (spec 1 §2 "A phone input shows the country flag and +dial code"): the country's flag and
// dial code stand before the national number, which is what the user types.
import { TextField as AriaTextField, FieldError, Input, Label, Text } from "react-aria-components"
import { useText } from "../i18n/text.tsx"

export interface PhoneFieldProps {
  readonly label: string
  readonly description?: string | undefined
  readonly errorMessage?: string | undefined
  /** The country's flag (an image address) and name, and its dial code ("+254"). */
  readonly country: { readonly icon: string; readonly name: string; readonly countryCode: string }
  /** The national number, without the dial code. */
  readonly value: string
  readonly onChange: (value: string) => void
  readonly isDisabled?: boolean
}

export function PhoneField({
  label,
  description,
  errorMessage,
  country,
  value,
  onChange,
  isDisabled,
}: PhoneFieldProps) {
  const { t } = useText()
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      className="field"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
    >
      <Label className="field-label">{t(label)}</Label>
      <div className="phone-input">
        <span className="phone-prefix">
          <img src={country.icon} alt={country.name} width={24} height={16} />
          <span>{country.countryCode}</span>
        </span>
        <Input className="field-input phone-number" />
      </div>
      {description && (
        <Text slot="description" className="field-description">
          {t(description)}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage && t(errorMessage)}</FieldError>
    </AriaTextField>
  )
}
