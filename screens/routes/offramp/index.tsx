import { createFileRoute } from "@tanstack/react-router"
import { OfframpJourney } from "../../offramp/journey.tsx"

export const Route = createFileRoute("/offramp/")({ component: () => <OfframpJourney step="amount" /> })
