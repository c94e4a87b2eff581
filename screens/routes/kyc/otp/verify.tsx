import { createFileRoute } from "@tanstack/react-router"
import { kycAuthPaths, OtpRoute } from "../../../auth/authRoutes.tsx"

export const Route = createFileRoute("/kyc/otp/verify")({ component: () => <OtpRoute paths={kycAuthPaths} /> })
