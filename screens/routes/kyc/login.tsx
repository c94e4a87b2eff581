import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, kycAuthPaths } from "../../auth/authRoutes.tsx"

export const Route = createFileRoute("/kyc/login")({
  // The sign-in chart loads with its routes (screens/wiring/lazy.ts), fetched ahead once the amount has an offer.
  beforeLoad: async ({ context }) => {
    await context.loginFlow.load()
  },
  component: () => <AuthRoute paths={kycAuthPaths} />,
})
