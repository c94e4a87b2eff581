// A journey's step bar: where the user is among the steps (spec 1 §2, spec 2 §2); the stylesheet hides it on
// small screens. Each journey decides which steps show.
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"

export function StepBar<Step extends string>({
  steps,
  current,
}: {
  readonly steps: ReadonlyArray<Step>
  readonly current: Step
}) {
  const { t } = useText()
  const at = steps.indexOf(current)
  return (
    <ol className="steps" aria-label={t(screens.steps)}>
      {steps.map((step, i) => (
        <li
          key={step}
          className={i < at ? "step step-done" : i === at ? "step step-current" : "step"}
          aria-current={i === at ? "step" : undefined}
        >
          {t(step)}
        </li>
      ))}
    </ol>
  )
}
