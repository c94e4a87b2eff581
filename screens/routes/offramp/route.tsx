import { createFileRoute, Outlet } from "@tanstack/react-router"

// The off-ramp's charts load with its first route, not with the widget's first screen.
export const Route = createFileRoute("/offramp")({
  beforeLoad: async ({ context }) => {
    await context.offramp.load()
  },
  component: Outlet,
})
