import { createFileRoute } from "@tanstack/react-router"
import { OfframpStatusRoute } from "../../offramp/OrderRoutes.tsx"

export const Route = createFileRoute("/offramp/status")({ component: OfframpStatusRoute })
