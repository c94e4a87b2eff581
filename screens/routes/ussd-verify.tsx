import { createFileRoute, redirect } from "@tanstack/react-router"

// The verification step for an order (spec 1 §2) is the step bar's Verify: the code that proves who creates the
// order. It came by phone (USSD) once; sign-in is by e-mail now, so, as /phone goes to /auth, this goes to the code
// entry, keeping the query string (a codeId and codeLength open the code boxes, else the e-mail step asks first).
export const Route = createFileRoute("/ussd-verify")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/otp", search, replace: true })
  },
})
