// The step bar on the routes the off-ramp shares with other journeys (sign-in, ID check): drawn from the running
// off-ramp journey, when there is one.
import { useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { hasRequiredFields, kycLevelNeeded } from "../../machines/offrampContext.ts"
import { StepBar } from "../shell/StepBar.tsx"
import type { OfframpActor } from "../wiring/offramp.ts"
import { type OfframpStep, visibleOfframpSteps } from "./steps.ts"

export function JourneyStepBar({ current }: { readonly current: OfframpStep }) {
  // Shown only while an off-ramp journey runs: without its wiring loaded, none does.
  const actor = useRouteContext({ from: "__root__" }).offramp.loaded()?.running()
  return actor ? <StepsOf actor={actor} current={current} /> : null
}

function StepsOf({ actor, current }: { readonly actor: OfframpActor; readonly current: OfframpStep }) {
  const facts = useSelector(actor, (s) => ({
    signedIn: s.context.user !== undefined,
    kycRequired: kycLevelNeeded(s.context) !== undefined,
    hasRequiredFields: hasRequiredFields(s.context),
  }))
  return <StepBar current={current} steps={visibleOfframpSteps({ current, ...facts })} />
}
