// /swap-status?orderId=...: one status chart per order while the page shows it, its effects carried out by the
// wiring (screens/wiring/swapStatus.ts); the query string (the integrator's configuration) gives the back-to-website
// button and is carried to a new order.
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { screenTitles } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { isOwnOnrampOrder } from "../../schema/onrampModels.ts"
import { swapStatusLabels } from "../../schema/swapStatusLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { chainModeQuery } from "../wiring/chainMode.ts"
import { useVisit } from "../wiring/effectsVisit.ts"
import type { SwapStatusActor } from "../wiring/swapStatus.ts"
import type { ReceiptActor } from "./ReceiptModal.tsx"
import { SwapStatusScreen } from "./SwapStatusScreen.tsx"

type Search = Record<string, unknown>
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined)

export function SwapStatusPage() {
  const { t } = useText()
  const search = useSearch({ strict: false }) as Search
  const orderId = text(search.orderId) ?? (typeof search.orderId === "number" ? String(search.orderId) : undefined)
  if (!orderId)
    return (
      <Screen title={screenTitles.swapStatus}>
        <p role="alert" className="field-error">
          {t(errors.orderNotFound)}
        </p>
      </Screen>
    )
  return <OrderVisit orderId={orderId} search={search} />
}

function OrderVisit({ orderId, search }: { readonly orderId: string; readonly search: Search }) {
  const swapStatus = useRouteContext({ from: "__root__" }).swapStatus.get()
  const actor = useVisit(() => swapStatus.start(orderId), orderId)
  return actor ? <OrderStatus actor={actor} search={search} /> : null
}

function OrderStatus({ actor, search }: { readonly actor: SwapStatusActor; readonly search: Search }) {
  const { session } = useRouteContext({ from: "__root__" })
  const navigate = useNavigate()
  const snapshot = useSelector(actor, (s) => s)
  const email = useSelector(session, (s) => s.context.user?.email ?? undefined)
  const chainMode = useQuery(chainModeQuery)
  const order = snapshot.context.order
  // The order's own redirectUrl is in its owner's read only.
  const redirectUrl =
    text(search.redirectUrl) ?? (order && isOwnOnrampOrder(order) ? (order.redirectUrl ?? undefined) : undefined)
  const { orderId: _, ...config } = search
  return (
    <SwapStatusScreen
      snapshot={snapshot}
      receipts={snapshot.children.receiptUpload as ReceiptActor | undefined}
      chainMode={chainMode.data}
      email={email}
      backToWebsite={
        redirectUrl
          ? { url: redirectUrl, text: text(search.callbackBtnText) ?? swapStatusLabels.backToWebsite }
          : undefined
      }
      onRetry={() => actor.send({ type: "retry" })}
      onCopy={(value) => actor.send({ type: "detail.copy", value })}
      onNewOrder={() => void navigate({ to: "/", search: config })}
    />
  )
}
