import { createFileRoute, redirect } from "@tanstack/react-router"

// The off-ramp's verification step (spec 2 §2): the code entry of its Login step, as /ussd-verify is the on-ramp's.
export const Route = createFileRoute("/offramp/ussd-verify")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/offramp/otp", search, replace: true })
  },
})
