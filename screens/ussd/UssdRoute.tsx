// /ussd/{orderId}: a chart per visit, whose effects the wiring carries out (screens/wiring/ussdTransfer.ts): the
// dialer, the payment page, toasts, copying, the cancel sent as the page unloads, the browser's question before it
// does. The route only renders, hands the router's blocker to the chart (leaving in the app asks first, spec 2 §2) and
// navigates where the chart's end says: the status page, or a new order.
import { useBlocker, useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { readQueryConfig } from "../../schema/config.ts"
import { guardedRoute } from "../guardedPages.ts"
import { queryOf } from "../searchParams.ts"
import { useVisit } from "../wiring/effectsVisit.ts"
import { guardedReturn } from "../wiring/guardedReturn.ts"
import { useChartRoute } from "../wiring/useChartRoute.ts"
import { keepsOnPage, type UssdTransferActor } from "../wiring/ussdTransfer.ts"
import { UssdScreen } from "./UssdScreen.tsx"
import { useNow } from "./useNow.ts"

type Search = Record<string, unknown>

export function UssdRoute({ orderId }: { readonly orderId: string }) {
  // A guarded page (spec 1 §6): the buyer's steps need the signed-in owner, so a visitor the session finds signed out
  // is sent to sign in; the order's chart starts once the session knows the user, so nothing is cancelled on the way.
  const { session } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.matches("signedIn"))
  const anonymous = useSelector(session, (s) => s.matches("anonymous"))
  useChartRoute((where) => guardedRoute("/ussd/$orderId", { anonymous }, where))
  // Sent to sign in, the visitor comes back to this order (spec 1 §6); back here, the way back is spent.
  useEffect(() => {
    if (anonymous) guardedReturn.set(`/ussd/${encodeURIComponent(orderId)}`)
    else if (signedIn) guardedReturn.clear()
  }, [anonymous, signedIn, orderId])
  return signedIn ? <UssdVisit orderId={orderId} /> : null
}

function UssdVisit({ orderId }: { readonly orderId: string }) {
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
