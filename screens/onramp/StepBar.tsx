// The on-ramp step bar: where the user is in the journey; hidden on small screens (spec 1 §2).
import { screens } from "../../schema/labels.ts"
import type { OnrampStep } from "./steps.ts"

export function StepBar({
  steps,
  current,
}: {
  readonly steps: ReadonlyArray<OnrampStep>
  readonly current: OnrampStep
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
