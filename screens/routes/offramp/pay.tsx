import { createFileRoute } from "@tanstack/react-router"
import { OfframpPayRoute } from "../../offramp/OrderRoutes.tsx"

export const Route = createFileRoute("/offramp/pay")({ component: OfframpPayRoute })
