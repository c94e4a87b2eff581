// Spec 2 §2, §4: a signed-in user with an off-ramp order still to pay (initiated, expiry in the future) is told so,
// with Open leading back to its pay screen, carrying the initial query (spec 1 §2).
import { useQuery } from "@tanstack/react-query"
import { Link, useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { screens } from "../../schema/labels.ts"
import { notices } from "../../schema/messages.ts"
import { useText } from "../i18n/text.tsx"
import { offrampPayQuery } from "./orderRouteTable.ts"

export function OfframpInProgressBanner() {
  const { t } = useText()
  const { session, account } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.context.user !== undefined)
  const orders = useQuery({
    queryKey: ["offrampOrders", 1],
    queryFn: () => account.offrampOrders(1),
    enabled: signedIn,
  })
  const order = orders.data?.docs.find((o) => o.status === "initiated" && Date.parse(o.expiresAt) > Date.now())
  if (!signedIn || !order) return null
  return (
    <div className="notice-inline banner" role="status">
      <span>{t(notices.orderInProgress)}</span>
      <Link to="/offramp/pay" search={{ ...account.initialQuery(), ...offrampPayQuery(order) }} className="banner-link">
        {t(screens.open)}
      </Link>
    </div>
  )
}
