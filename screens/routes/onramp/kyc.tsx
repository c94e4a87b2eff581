import { createFileRoute } from "@tanstack/react-router"
import { KycRoute, onrampKycPaths } from "../../kyc/kycRoute.tsx"

export const Route = createFileRoute("/onramp/kyc")({ component: () => <KycRoute paths={onrampKycPaths} /> })
