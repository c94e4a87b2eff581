import { createFileRoute } from "@tanstack/react-router"
import { KycRoute, offrampKycPaths } from "../../kyc/kycRoute.tsx"
import { JourneyStepBar } from "../../offramp/JourneyStepBar.tsx"

export const Route = createFileRoute("/offramp/kyc")({
  component: () => (
    <>
      <JourneyStepBar current="ID Check" />
      <KycRoute paths={offrampKycPaths} />
    </>
  ),
})
