import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, onrampAuthPaths } from "../auth/authRoutes.tsx"
import { useOnrampNext } from "../onramp/afterSignIn.ts"

function OnrampOtp() {
  return <OtpRoute paths={onrampAuthPaths} next={useOnrampNext()} />
}

export const Route = createFileRoute("/otp")({
  // The sign-in chart loads with its routes (screens/wiring/lazy.ts), fetched ahead once the amount has an offer.
  beforeLoad: async ({ context }) => {
    await context.loginFlow.load()
  },
  component: OnrampOtp,
})
