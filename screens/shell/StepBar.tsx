// A journey's step bar: where the user is among the steps (spec 1 §2, spec 2 §2); the stylesheet hides it on
// small screens. Each journey decides which steps show.
import { screens } from "../../schema/labels.ts"

export function StepBar<Step extends string>({
  steps,
  current,
}: {
  readonly steps: ReadonlyArray<Step>
  readonly current: Step
}) {
  const at = steps.indexOf(current)
  return (
    <ol className="steps" aria-label={screens.steps}>
      {steps.map((step, i) => (
        <li
          key={step}
          className={i < at ? "step step-done" : i === at ? "step step-current" : "step"}
          aria-current={i === at ? "step" : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  )
}
