import { createFileRoute, Outlet } from "@tanstack/react-router"

// The buy-goods charts load with its first route, not with the widget's first screen.
export const Route = createFileRoute("/buy-goods")({
  beforeLoad: async ({ context }) => {
    await context.buyGoods.load()
  },
  component: Outlet,
})
