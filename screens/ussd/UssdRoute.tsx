// /ussd/{orderId}: a chart per visit, whose effects the wiring carries out (screens/wiring/ussdTransfer.ts): the
// dialer, the payment page, toasts, copying, the cancel sent as the page unloads, the browser's question before it
// does. The route only renders, hands the router's blocker to the chart (leaving in the app asks first, spec 2 §2) and
// navigates where the chart's end says: the status page, or a new order.
import { useBlocker, useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { readQueryConfig } from "../../schema/config.ts"
import { queryOf } from "../searchParams.ts"
import { useVisit } from "../wiring/effectsVisit.ts"
import { keepsOnPage, type UssdTransferActor } from "../wiring/ussdTransfer.ts"
import { UssdScreen } from "./UssdScreen.tsx"
import { useNow } from "./useNow.ts"

type Search = Record<string, unknown>

export function UssdRoute({ orderId }: { readonly orderId: string }) {
  const ussdTransfer = useRouteContext({ from: "__root__" }).ussdTransfer.get()
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const noRedirect = readQueryConfig(queryOf(search)).config.noRedirect === true
  const actor = useVisit(
    () =>
      ussdTransfer.start({
        orderId,
        noRedirect,
        showStatus: () => void navigate({ to: "/swap-status", search: { ...search, orderId }, replace: true }),
      }),
    `${orderId} ${noRedirect}`,
  )
  if (!actor) return null
  return <UssdChart actor={actor} search={search} />
}

function UssdChart({ actor, search }: { readonly actor: UssdTransferActor; readonly search: Search }) {
  const navigate = useNavigate()
  const snapshot = useSelector(actor, (s) => s)
  const now = useNow()
  useBlocker({ shouldBlockFn: () => keepsOnPage(actor), enableBeforeUnload: false })
  return (
    <UssdScreen
      snapshot={snapshot}
      send={actor.send}
      now={now}
      onCreateNewOrder={() => {
        const { orderId: _, ...config } = search
        void navigate({ to: "/", search: config })
      }}
    />
  )
}
