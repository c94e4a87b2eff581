import { createFileRoute, redirect } from "@tanstack/react-router"

// KYC code verification (spec 1 §2 lists it beside /kyc/otp/verify): the code entry of the KYC sign-in, as
// /ussd-verify is the on-ramp's.
export const Route = createFileRoute("/kyc/ussd/verify")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/kyc/otp/verify", search, replace: true })
  },
})
