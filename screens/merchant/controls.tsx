// The generator's form controls beyond the widget's kit: a titled group of fields, a radio choice and a check box
// (react-aria: keyboard, labels and states for screen readers).
import type { ReactNode } from "react"
import { Checkbox, Label, Radio, RadioGroup, Text } from "react-aria-components"

export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="merchant-section">
      <legend className="merchant-legend">{title}</legend>
      {children}
    </fieldset>
  )
}

export interface RadioChoiceProps<V extends string> {
  readonly label: string
  readonly value: V
  readonly options: ReadonlyArray<{ readonly value: V; readonly title: string }>
  readonly onChange: (value: V) => void
  readonly description?: string | undefined
}

export function RadioChoice<V extends string>({ label, value, options, onChange, description }: RadioChoiceProps<V>) {
  return (
    <RadioGroup className="field" value={value} onChange={(next) => onChange(next as V)}>
      <Label className="field-label">{label}</Label>
      <div className="merchant-radios">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="merchant-radio">
            {option.title}
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
    </RadioGroup>
  )
}

export function Check({
  label,
  isSelected,
  onChange,
}: {
  readonly label: string
  readonly isSelected: boolean
  readonly onChange: (selected: boolean) => void
}) {
  return (
    <Checkbox className="merchant-check" isSelected={isSelected} onChange={onChange}>
      {label}
    </Checkbox>
  )
}
