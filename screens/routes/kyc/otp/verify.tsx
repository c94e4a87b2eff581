import { createFileRoute } from "@tanstack/react-router"
import { kycAuthPaths, OtpRoute } from "../../../auth/authRoutes.tsx"

export const Route = createFileRoute("/kyc/otp/verify")({
  // The sign-in chart loads with its routes (screens/wiring/lazy.ts), fetched ahead once the amount has an offer.
  beforeLoad: async ({ context }) => {
    await context.loginFlow.load()
  },
  component: () => <OtpRoute paths={kycAuthPaths} />,
})
