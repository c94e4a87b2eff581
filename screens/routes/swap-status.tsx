import { createFileRoute } from "@tanstack/react-router"
import { SwapStatusPage } from "../swapStatus/SwapStatusPage.tsx"

export const Route = createFileRoute("/swap-status")({ component: SwapStatusPage })
