// The buy-goods routes over their charts, each chart started per visit: /buy-goods (till and amount) leads to
// /buy-goods/pay?orderId=… once the order is made; a confirmed payment ('Payment confirmed') or an order no longer
// initiated leads to /buy-goods/status?orderId=… (./routeTable.ts, followed by screens/wiring/useChartRoute.ts).
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { errors, success } from "../../schema/messages.ts"
import { useWallets } from "../offramp/useWallets.ts"
import { WalletPanel } from "../offramp/WalletPanel.tsx"
import { showToast } from "../toasts.ts"
import type { BuyGoodsActor, BuyGoodsPayActor, BuyGoodsStatusActor } from "../wiring/buyGoods.ts"
import { chainModeQuery } from "../wiring/chainMode.ts"
import { useVisit } from "../wiring/effectsVisit.ts"
import { toastOnEnd } from "../wiring/paymentEnd.ts"
import { useActorRoute } from "../wiring/useChartRoute.ts"
import { useTellChart } from "../wiring/useTellChart.ts"
import { BuyGoodsAmountScreen } from "./AmountScreen.tsx"
import { BuyGoodsPayScreen } from "./PayScreen.tsx"
import { buyGoodsAmountRoute, buyGoodsPayRoute, buyGoodsRouteView } from "./routeTable.ts"
import { BuyGoodsStatusScreen } from "./StatusScreen.tsx"

type Search = Record<string, unknown>
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined)

const useNewPayment = () => {
  const navigate = useNavigate()
  return () => void navigate({ to: "/buy-goods" })
}

export function BuyGoodsAmountRoute() {
  const buyGoods = useRouteContext({ from: "__root__" }).buyGoods.get()
  const search = useSearch({ strict: false }) as Search
  const actor = useVisit(
    () => buyGoods.start({ tillNumber: text(search.tillNumber), amount: text(search.amount) }),
    "amount",
  )
  return actor ? <AmountChart actor={actor} /> : null
}

function AmountChart({ actor }: { readonly actor: BuyGoodsActor }) {
  const snapshot = useSelector(actor, (s) => s)
  // Buy-goods offers the EVM browser wallets, as before wallet families.
  const wallets = useWallets("evm")
  // A connected browser wallet is the sender: its address fills the field (which stays editable).
  useTellChart(actor, wallets.address ? { type: "address.change", value: wallets.address } : undefined)
  useActorRoute(actor, (s, where) => buyGoodsAmountRoute(buyGoodsRouteView(s), where))
  return (
    <BuyGoodsAmountScreen
      snapshot={snapshot}
      send={actor.send}
      wallet={wallets.address || wallets.options.length > 0 ? <WalletPanel wallets={wallets} /> : undefined}
    />
  )
}

export function BuyGoodsPayRoute() {
  const buyGoods = useRouteContext({ from: "__root__" }).buyGoods.get()
  const orderId = text((useSearch({ strict: false }) as Search).orderId) ?? ""
  const actor = useVisit(
    () =>
      toastOnEnd(buyGoods.startPay(orderId), (output) =>
        output?.outcome === "paid" ? success.paymentConfirmed : undefined,
      ),
    orderId,
  )
  return actor ? <PayChart actor={actor} /> : null
}

const copy = (value: string) =>
  navigator.clipboard.writeText(value).then(
    () => showToast("success", success.copied),
    () => showToast("error", errors.failedToCopy),
  )

function PayChart({ actor }: { readonly actor: BuyGoodsPayActor }) {
  const snapshot = useSelector(actor, (s) => s)
  const newPayment = useNewPayment()
  useActorRoute(actor, (s, where) => buyGoodsPayRoute(buyGoodsRouteView(s), where))
  return <BuyGoodsPayScreen snapshot={snapshot} send={actor.send} onCopy={copy} onNewPayment={newPayment} />
}

export function BuyGoodsStatusRoute() {
  const buyGoods = useRouteContext({ from: "__root__" }).buyGoods.get()
  const orderId = text((useSearch({ strict: false }) as Search).orderId) ?? ""
  const actor = useVisit(() => buyGoods.startStatus(orderId), orderId)
  return actor ? <StatusChart actor={actor} /> : null
}

function StatusChart({ actor }: { readonly actor: BuyGoodsStatusActor }) {
  const snapshot = useSelector(actor, (s) => s)
  const chainMode = useQuery(chainModeQuery).data
  return (
    <BuyGoodsStatusScreen snapshot={snapshot} send={actor.send} onNewPayment={useNewPayment()} chainMode={chainMode} />
  )
}
