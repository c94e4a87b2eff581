import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, offrampAuthPaths } from "../../auth/authRoutes.tsx"

export const Route = createFileRoute("/offramp/auth")({ component: () => <AuthRoute paths={offrampAuthPaths} /> })
