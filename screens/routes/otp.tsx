import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, onrampAuthPaths } from "../auth/authRoutes.tsx"
import { useOnrampNext } from "../onramp/afterSignIn.ts"

function OnrampOtp() {
  return <OtpRoute paths={onrampAuthPaths} next={useOnrampNext()} />
}

export const Route = createFileRoute("/otp")({ component: OnrampOtp })
