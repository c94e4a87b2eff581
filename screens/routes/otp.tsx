import { createFileRoute } from "@tanstack/react-router"
import { OtpRoute, onrampAuthPaths } from "../auth/authRoutes.tsx"

export const Route = createFileRoute("/otp")({ component: () => <OtpRoute paths={onrampAuthPaths} /> })
