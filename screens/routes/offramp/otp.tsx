import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"

export const Route = createFileRoute("/offramp/otp")({ component: () => <OtpRoute paths={offrampAuthPaths} /> })
