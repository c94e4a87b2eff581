import { createFileRoute } from "@tanstack/react-router"
import { AuthRoute, onrampAuthPaths } from "../auth/authRoutes.tsx"
import { useOnrampNext } from "../onramp/afterSignIn.ts"

function OnrampAuth() {
  return <AuthRoute paths={onrampAuthPaths} next={useOnrampNext()} />
}

export const Route = createFileRoute("/auth")({ component: OnrampAuth })
