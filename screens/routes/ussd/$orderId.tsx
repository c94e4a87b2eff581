import { createFileRoute } from "@tanstack/react-router"
import { UssdRoute } from "../../ussd/UssdRoute.tsx"

export const Route = createFileRoute("/ussd/$orderId")({ component: Ussd })

function Ussd() {
  const { orderId } = Route.useParams()
  return <UssdRoute orderId={orderId} />
}
