import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"
import { JourneyStepBar } from "../../offramp/JourneyStepBar.tsx"

export const Route = createFileRoute("/offramp/otp")({
  component: () => (
    <>
      <JourneyStepBar current="Login" />
      <OtpRoute paths={offrampAuthPaths} />
    </>
  ),
})
