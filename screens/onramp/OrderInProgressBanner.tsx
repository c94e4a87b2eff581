// Spec 1 §2, §4: a signed-in user with an open order is told so, with Open: the in-progress screen for an
// initiated order, the status screen once the buyer confirmed. Open carries the initial query (spec 1 §2) and the
// page's configuration, as the order's page is reached after creation (spec 1 §4): an integrator's noRedirect holds
// there however the buyer came back to the order.
import { useQuery } from "@tanstack/react-query"
import { Link, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { screens } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { useText } from "../i18n/text.tsx"
import { onrampQueryPolicy } from "../queries.ts"

export function OrderInProgressBanner() {
  const { t } = useText()
  const { session, account } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.context.user !== undefined)
  const pending = useQuery({
    queryKey: ["pendingOrder"],
    queryFn: account.pendingOrder,
    enabled: signedIn,
    ...onrampQueryPolicy,
  })
  const configuration = useSearch({ strict: false })
  const order = pending.data
  if (!signedIn || !order) return null
  const carried = { ...account.initialQuery(), ...configuration }
  const initiated = order.buySwap.status === "initiated"
  return (
    <div className="notice-inline banner" role="status">
      <span>{t(notices.orderInProgress)}</span>
      {initiated ? (
        <Link to="/ussd/$orderId" params={{ orderId: order._id }} search={carried} className="banner-link">
          {t(screens.open)}
        </Link>
      ) : (
        <Link to="/swap-status" search={{ ...carried, orderId: order._id }} className="banner-link">
          {t(screens.open)}
        </Link>
      )}
    </div>
  )
}
