import { createFileRoute } from "@tanstack/react-router"
import { OnrampKycStep } from "../../onramp/journey.tsx"

export const Route = createFileRoute("/onramp/kyc")({ component: OnrampKycStep })
