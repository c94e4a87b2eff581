import { createFileRoute } from "@tanstack/react-router"
import { SwapStatusPage } from "../swapStatus/SwapStatusPage.tsx"

export const Route = createFileRoute("/swap-status")({
  beforeLoad: async ({ context }) => {
    await context.swapStatus.load()
  },
  component: SwapStatusPage,
})
