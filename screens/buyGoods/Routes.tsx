// The buy-goods routes over their charts, each chart started per visit: /buy-goods (till and amount) leads to
// /buy-goods/pay?orderId=… once the order is made; a confirmed payment ('Payment confirmed') or an order no longer
// initiated leads to /buy-goods/status?orderId=….
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { errors, success } from "../../schema/messages.ts"
import { useWallets } from "../offramp/useWallets.ts"
import { WalletPanel } from "../offramp/WalletPanel.tsx"
import { showToast } from "../toasts.ts"
import type { BuyGoodsActor, BuyGoodsPayActor, BuyGoodsStatusActor } from "../wiring/buyGoods.ts"
import { chainModeQuery } from "../wiring/chainMode.ts"
import { BuyGoodsAmountScreen } from "./AmountScreen.tsx"
import { BuyGoodsPayScreen } from "./PayScreen.tsx"
import { BuyGoodsStatusScreen } from "./StatusScreen.tsx"

type Search = Record<string, unknown>
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined)

/** An actor started for this visit and stopped when it ends. */
const useVisit = <A extends { stop: () => void }>(start: () => A, key: string) => {
  const [actor, setActor] = useState<A>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new actor per key, not per render of `start`
  useEffect(() => {
    const started = start()
    setActor(started)
    return () => started.stop()
  }, [key])
  return actor
}

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
  const navigate = useNavigate()
  const snapshot = useSelector(actor, (s) => s)
  const wallets = useWallets()
  // A connected browser wallet is the sender: its address fills the field (which stays editable).
  useEffect(() => {
    if (wallets.address) actor.send({ type: "address.change", value: wallets.address })
  }, [actor, wallets.address])
  useEffect(() => {
    if (snapshot.status === "done")
      void navigate({ to: "/buy-goods/pay", search: { orderId: snapshot.context.orderId } })
  }, [snapshot, navigate])
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
  const actor = useVisit(() => buyGoods.startPay(orderId), orderId)
  return actor ? <PayChart actor={actor} /> : null
}

const copy = (value: string) =>
  navigator.clipboard.writeText(value).then(
    () => showToast("success", success.copied),
    () => showToast("error", errors.failedToCopy),
  )

function PayChart({ actor }: { readonly actor: BuyGoodsPayActor }) {
  const navigate = useNavigate()
  const snapshot = useSelector(actor, (s) => s)
  const newPayment = useNewPayment()
  useEffect(() => {
    if (snapshot.status !== "done") return
    if (snapshot.context.outcome === "paid") showToast("success", success.paymentConfirmed)
    void navigate({ to: "/buy-goods/status", search: { orderId: snapshot.context.orderId } })
  }, [snapshot, navigate])
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
  return <BuyGoodsStatusScreen snapshot={snapshot} onNewPayment={useNewPayment()} chainMode={chainMode} />
}
