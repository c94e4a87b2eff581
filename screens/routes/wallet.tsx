import { createFileRoute } from "@tanstack/react-router"
import { OnrampJourney } from "../onramp/journey.tsx"

export const Route = createFileRoute("/wallet")({ component: () => <OnrampJourney step="wallet" /> })
