import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"
import { useOfframpNext } from "../../offramp/afterSignIn.ts"
import { JourneyStepBar } from "../../offramp/JourneyStepBar.tsx"
import { SellWithoutAccount } from "../../offramp/SellWithoutAccount.tsx"

function OfframpAuth() {
  return (
    <>
      <JourneyStepBar current="Login" />
      <AuthRoute paths={offrampAuthPaths} next={useOfframpNext()} />
      <SellWithoutAccount />
    </>
  )
}

export const Route = createFileRoute("/offramp/auth")({
  // The sign-in chart loads with its routes (screens/wiring/lazy.ts), fetched ahead once the amount has an offer.
  beforeLoad: async ({ context }) => {
    await context.loginFlow.load()
  },
  component: OfframpAuth,
})
