import { createFileRoute } from "@tanstack/react-router"
import { OnrampJourney } from "../onramp/journey.tsx"

export const Route = createFileRoute("/")({ component: () => <OnrampJourney step="amount" /> })
