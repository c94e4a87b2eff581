import { createFileRoute } from "@tanstack/react-router"
import { OnrampJourney } from "../onramp/journey.tsx"

export const Route = createFileRoute("/swap")({ component: () => <OnrampJourney step="review" /> })
