// The ID check inside a journey: the KYC chart the on-ramp or off-ramp invoked, shown from the child's own
// snapshot. Continue ends the child, and the journey goes on by its done event (its route follows the chart).
import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import type { kycMachine } from "../../machines/kyc.ts"
import { KycScreen } from "./KycScreen.tsx"

export function JourneyKyc({ child }: { readonly child: ActorRefFrom<typeof kycMachine> | undefined }) {
  return child ? <KycChild actor={child} /> : null
}

function KycChild({ actor }: { readonly actor: ActorRefFrom<typeof kycMachine> }) {
  const snapshot = useSelector(actor, (s) => s)
  return <KycScreen snapshot={snapshot} send={actor.send} />
}
