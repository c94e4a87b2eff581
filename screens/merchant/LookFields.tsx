// The generator's look of the widget (issue 19): the theme, and the integrator's accent colour typed or picked. The
// link carries them; the preview, being the widget the link opens, shows them.

import { hex, parseColour } from "../../schema/colour.ts"
import { merchantLabels } from "../../schema/merchantLabels.ts"
import { themes } from "../../schema/theme.ts"
import { TextField } from "../ui/TextField.tsx"
import type { FieldsProps } from "./ChoiceFields.tsx"
import { RadioChoice, Section } from "./controls.tsx"

const themeTitles = {
  light: merchantLabels.themeLight,
  dark: merchantLabels.themeDark,
  auto: merchantLabels.themeAuto,
} as const

/** What the colour input shows: the typed accent when it is a colour, else the widget's own accent. */
const pickerValue = (typed: string) => {
  const colour = parseColour(typed)
  return colour ? hex(colour) : "#1d4ed8"
}

export function LookFields({ form, problems, change }: FieldsProps) {
  return (
    <Section title={merchantLabels.look}>
      <RadioChoice
        label={merchantLabels.theme}
        // Light is the widget's own look: the link leaves it out.
        value={form.theme === "dark" || form.theme === "auto" ? form.theme : "light"}
        onChange={(theme) => change({ theme: theme === "light" ? "" : theme })}
        options={themes.map((theme) => ({ value: theme, title: themeTitles[theme] }))}
      />
      <div className="merchant-colour">
        <TextField
          label={merchantLabels.accentColor}
          description={merchantLabels.accentColorDescription}
          value={form.accentColor}
          onChange={(accentColor) => change({ accentColor })}
          autoComplete="off"
          spellCheck="false"
          errorMessage={problems.accentColor}
        />
        <input
          type="color"
          className="merchant-colour-picker"
          aria-label={merchantLabels.accentColorPicker}
          value={pickerValue(form.accentColor)}
          onChange={(event) => change({ accentColor: event.target.value })}
        />
      </div>
    </Section>
  )
}
