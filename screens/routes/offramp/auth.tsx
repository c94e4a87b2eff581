import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"
import { JourneyStepBar } from "../../offramp/JourneyStepBar.tsx"
import { SellWithoutAccount } from "../../offramp/SellWithoutAccount.tsx"

export const Route = createFileRoute("/offramp/auth")({
  component: () => (
    <>
      <JourneyStepBar current="Login" />
      <AuthRoute paths={offrampAuthPaths} />
      <SellWithoutAccount />
    </>
  ),
})
