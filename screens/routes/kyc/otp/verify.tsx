import { createFileRoute } from "@tanstack/react-router"
import { screenTitles } from "../../../../schema/labels.ts"
import { stepRoute } from "../../../shell/stepRoute.tsx"

export const Route = createFileRoute("/kyc/otp/verify")(stepRoute(screenTitles.kycOtp))
