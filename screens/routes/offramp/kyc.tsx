import { createFileRoute } from "@tanstack/react-router"
import { OfframpKycStep } from "../../offramp/journey.tsx"

export const Route = createFileRoute("/offramp/kyc")({ component: OfframpKycStep })
