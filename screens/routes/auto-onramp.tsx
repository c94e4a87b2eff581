import { createFileRoute } from "@tanstack/react-router"
import { AutoOrderRoute } from "../autoOrder/AutoOrderRoute.tsx"

export const Route = createFileRoute("/auto-onramp")({ component: AutoOrderRoute })
