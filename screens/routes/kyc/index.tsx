import { createFileRoute } from "@tanstack/react-router"
import { KycRoute, standaloneKycPaths } from "../../kyc/kycRoute.tsx"

export const Route = createFileRoute("/kyc/")({ component: () => <KycRoute paths={standaloneKycPaths} /> })
