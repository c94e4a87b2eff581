import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, onrampAuthPaths } from "../auth/authRoutes.tsx"

export const Route = createFileRoute("/auth")({ component: () => <AuthRoute paths={onrampAuthPaths} /> })
