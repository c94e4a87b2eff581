import { createFileRoute } from "@tanstack/react-router"
import { KycRoute, offrampKycPaths } from "../../kyc/kycRoute.tsx"

export const Route = createFileRoute("/offramp/kyc")({ component: () => <KycRoute paths={offrampKycPaths} /> })
