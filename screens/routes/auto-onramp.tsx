import { createFileRoute } from "@tanstack/react-router"
import { AutoOrderRoute } from "../autoOrder/AutoOrderRoute.tsx"

export const Route = createFileRoute("/auto-onramp")({
  // An off-ramp link starts the off-ramp journey, whose charts load with their routes.
  beforeLoad: async ({ context }) => {
    await context.offramp.load()
  },
  component: AutoOrderRoute,
})
