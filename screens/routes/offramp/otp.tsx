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

export const Route = createFileRoute("/offramp/otp")({ component: OfframpOtp })
