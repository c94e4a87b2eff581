import { createFileRoute } from "@tanstack/react-router"
import { UssdRoute } from "../../ussd/UssdRoute.tsx"

export const Route = createFileRoute("/ussd/$orderId")({
  beforeLoad: async ({ context }) => {
    await context.ussdTransfer.load()
  },
  component: Ussd,
})

function Ussd() {
  const { orderId } = Route.useParams()
  return <UssdRoute orderId={orderId} />
}
