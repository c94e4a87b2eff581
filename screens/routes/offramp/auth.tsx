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

export const Route = createFileRoute("/offramp/auth")({ component: OfframpAuth })
