// The off-ramp order's own routes: /offramp/pay?orderId=… over the pay chart and /offramp/status?orderId=… over the
// status chart, each chart started per visit. A paid, cancelled or no longer initiated order goes to its status
// (./orderRouteTable.ts, followed by screens/wiring/useChartRoute.ts).
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { readQueryConfig } from "../../schema/config.ts"
import { success } from "../../schema/messages.ts"
import { isOwnOfframpOrder, type OfframpOrderRead } from "../../schema/offrampModels.ts"
import { walletFamilyOf } from "../../schema/walletFamilies.ts"
import { queryOf } from "../searchParams.ts"
import { StepBar } from "../shell/StepBar.tsx"
import { chainModeQuery } from "../wiring/chainMode.ts"
import { useVisit } from "../wiring/effectsVisit.ts"
import type { OfframpPayActor, OfframpStatusActor } from "../wiring/offramp.ts"
import { toastOnEnd } from "../wiring/paymentEnd.ts"
import { useActorRoute } from "../wiring/useChartRoute.ts"
import { useTellChart } from "../wiring/useTellChart.ts"
import { manualPayAllowed, OfframpJourney } from "./journey.tsx"
import { offrampPayRoute, orderPayView } from "./orderRouteTable.ts"
import { PayScreen } from "./PayScreen.tsx"
import { OfframpStatusScreen } from "./StatusScreen.tsx"
import { type OfframpStep, visibleOfframpSteps } from "./steps.ts"
import { useWallets } from "./useWallets.ts"

type Search = Record<string, unknown>
const orderIdOf = (search: Search) =>
  typeof search.orderId === "string" && search.orderId ? search.orderId : undefined

/** Every payout channel asks details; only the owner's read lists them (a stranger's read has none to count). */
const hadDetails = (order: OfframpOrderRead | undefined) =>
  order !== undefined && (!isOwnOfframpOrder(order) || order.offerRequiredFields.length > 0)

function OrderStepBar({ current, hasFields }: { readonly current: OfframpStep; readonly hasFields: boolean }) {
  const { session } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.context.user !== undefined)
  return (
    <StepBar
      current={current}
      steps={visibleOfframpSteps({ current, signedIn, kycRequired: false, hasRequiredFields: hasFields })}
    />
  )
}

/** Back to the amount, keeping the integrator's configuration but not this order: the journey that made the order
 * has ended, so /offramp starts a new one from the query. */
const useNewOrder = () => {
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  return () => {
    const { orderId: _o, quoteId: _q, ...rest } = search
    void navigate({ to: "/offramp", search: rest })
  }
}

export function OfframpPayRoute() {
  const search = useSearch({ strict: false }) as Search
  const orderId = orderIdOf(search)
  return orderId ? <PayOrder key={orderId} orderId={orderId} /> : <OfframpJourney step="pay" />
}

function PayOrder({ orderId }: { readonly orderId: string }) {
  const { offramp: flow, environment } = useRouteContext({ from: "__root__" })
  const offramp = flow.get()
  const search = useSearch({ strict: false }) as Search
  // The mode chosen before the order existed, or the link's manualFlow: no second press to reach the hash field.
  const manual =
    manualPayAllowed(environment) && offramp.paysManually(readQueryConfig(queryOf(search)).config.manualFlow === true)
  const actor = useVisit(
    () =>
      toastOnEnd(offramp.startPay(orderId, undefined, manual), (output) =>
        output?.outcome === "cancelled" ? success.orderCancelled : undefined,
      ),
    orderId,
  )
  return actor ? <PayChart actor={actor} /> : null
}

function PayChart({ actor }: { readonly actor: OfframpPayActor }) {
  const { session, environment } = useRouteContext({ from: "__root__" })
  const signedIn = useSelector(session, (s) => s.context.user !== undefined)
  const snapshot = useSelector(actor, (s) => s)
  const network = snapshot.context.order?.network
  const wallets = useWallets(network === undefined ? undefined : walletFamilyOf(network))
  const newOrder = useNewOrder()
  useActorRoute(actor, (s, where) => offrampPayRoute(orderPayView(s), where))
  useTellChart(
    actor,
    wallets.address ? { type: "wallet.connected", address: wallets.address } : { type: "wallet.disconnected" },
  )
  return (
    <>
      <OrderStepBar current="Pay" hasFields={hadDetails(snapshot.context.order)} />
      <PayScreen
        snapshot={snapshot}
        send={actor.send}
        wallets={wallets}
        manualAllowed={manualPayAllowed(environment)}
        canCancel={signedIn}
        onNewOrder={newOrder}
      />
    </>
  )
}

export function OfframpStatusRoute() {
  const offramp = useRouteContext({ from: "__root__" }).offramp.get()
  const search = useSearch({ strict: false }) as Search
  const orderId = orderIdOf(search) ?? ""
  const actor = useVisit(() => offramp.startStatus(orderId), orderId)
  return actor ? <StatusChart actor={actor} /> : null
}

function StatusChart({ actor }: { readonly actor: OfframpStatusActor }) {
  const snapshot = useSelector(actor, (s) => s)
  const newOrder = useNewOrder()
  const chainMode = useQuery(chainModeQuery).data
  return (
    <>
      <OrderStepBar current="Status" hasFields={hadDetails(snapshot.context.order)} />
      <OfframpStatusScreen snapshot={snapshot} send={actor.send} onNewOrder={newOrder} chainMode={chainMode} />
    </>
  )
}
