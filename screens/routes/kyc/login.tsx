import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, kycAuthPaths } from "../../auth/authRoutes.tsx"

export const Route = createFileRoute("/kyc/login")({ component: () => <AuthRoute paths={kycAuthPaths} /> })
