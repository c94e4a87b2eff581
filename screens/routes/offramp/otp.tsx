import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"
import { useOfframpNext } from "../../offramp/afterSignIn.ts"
import { JourneyStepBar } from "../../offramp/JourneyStepBar.tsx"

function OfframpOtp() {
  return (
    <>
      <JourneyStepBar current="Login" />
      <OtpRoute paths={offrampAuthPaths} next={useOfframpNext()} />
    </>
  )
}

export const Route = createFileRoute("/offramp/otp")({
  // The sign-in chart loads with its routes (screens/wiring/lazy.ts), fetched ahead once the amount has an offer.
  beforeLoad: async ({ context }) => {
    await context.loginFlow.load()
  },
  component: OfframpOtp,
})
