// Past orders (spec 1 §2, §4): tabs On ramp and Off ramp when both exist, Date, Amount, Status and a Details
// link per order, Load more, and 'You don't have past orders'.
import { useInfiniteQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { accountLabels, buySwapStatus, offrampStatus } from "../../schema/labels.ts"
import type { OfframpOrder } from "../../schema/offrampModels.ts"
import type { OnrampOrder } from "../../schema/onrampModels.ts"
import { errorText } from "../format.ts"
import { type Formats, useFormat } from "../i18n/format.ts"
import { useText } from "../i18n/text.tsx"
import { offrampPayQuery } from "../offramp/orderRouteTable.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

interface Page<A> {
  readonly docs: ReadonlyArray<A>
  readonly nextPage: number | null
}

export interface PastOrdersSource {
  readonly onrampOrders: (page: number) => Promise<Page<OnrampOrder>>
  readonly offrampOrders: (page: number) => Promise<Page<OfframpOrder>>
  /** Spec 1 §2: the initial query the Details links carry. */
  readonly initialQuery?: () => Readonly<Record<string, string>>
}

interface Row {
  readonly id: string
  readonly date: string
  readonly amount: string
  readonly status: string
  readonly to: string
  readonly search: Record<string, string>
}

const onrampRow = (order: OnrampOrder, format: Formats): Row => ({
  id: order._id,
  date: format.date(order.createdAt),
  amount: format.amount(order.withdrawCryptoAmount, order.asset),
  status: buySwapStatus[order.buySwap.status].label,
  // Spec 1 §4: an initiated order opens the in-progress screen, any other its status.
  ...(order.buySwap.status === "initiated"
    ? { to: `/ussd/${order._id}`, search: {} }
    : { to: "/swap-status", search: { orderId: order._id } }),
})

const offrampRow = (order: OfframpOrder, format: Formats): Row => ({
  id: order._id,
  date: format.date(order.createdAt),
  amount: format.amount(order.cashout.cryptoAmount, order.asset),
  status: offrampStatus[order.status].label,
  ...(order.status === "initiated"
    ? { to: "/offramp/pay", search: offrampPayQuery(order) }
    : { to: "/offramp/status", search: { orderId: order._id } }),
})

const useOrders = <A,>(key: string, load: (page: number) => Promise<Page<A>>, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ["pastOrders", key],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled,
  })

export function PastOrdersModal({
  isOpen,
  onClose,
  source,
}: {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly source: PastOrdersSource
}) {
  const { t } = useText()
  const format = useFormat()
  const onramp = useOrders("onramp", source.onrampOrders, isOpen)
  const offramp = useOrders("offramp", source.offrampOrders, isOpen)
  const [tab, setTab] = useState<"onramp" | "offramp">("onramp")
  const onrampRows = onramp.data?.pages.flatMap((p) => p.docs.map((order) => onrampRow(order, format))) ?? []
  const offrampRows = offramp.data?.pages.flatMap((p) => p.docs.map((order) => offrampRow(order, format))) ?? []
  const both = onrampRows.length > 0 && offrampRows.length > 0
  const shown = both ? tab : onrampRows.length > 0 ? "onramp" : "offramp"
  const query = shown === "onramp" ? onramp : offramp
  const rows = shown === "onramp" ? onrampRows : offrampRows
  const initial = source.initialQuery?.() ?? {}
  const loading = onramp.isPending || offramp.isPending
  const error = onramp.error ?? offramp.error

  return (
    <Modal title={accountLabels.pastOrders} isOpen={isOpen} onClose={onClose}>
      {both && (
        <div className="tabs" role="tablist">
          {(["onramp", "offramp"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="tab"
              onClick={() => setTab(name)}
            >
              {t(name === "onramp" ? accountLabels.onRampTab : accountLabels.offRampTab)}
            </button>
          ))}
        </div>
      )}
      {loading ? (
        <p className="loading">{t(accountLabels.pastOrders)}…</p>
      ) : error && rows.length === 0 ? (
        <p role="alert" className="field-error">
          {t(errorText(error))}
        </p>
      ) : rows.length === 0 ? (
        <p>{t(accountLabels.noPastOrders)}</p>
      ) : (
        <table className="orders">
          <thead>
            <tr>
              <th>{t(accountLabels.date)}</th>
              <th>{t(accountLabels.amount)}</th>
              <th>{t(accountLabels.status)}</th>
              <th>
                <span className="visually-hidden">{t(accountLabels.details)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.date}</td>
                <td>{row.amount}</td>
                <td>{t(row.status)}</td>
                <td>
                  <Link to={row.to} search={{ ...initial, ...row.search }} onClick={onClose}>
                    {t(accountLabels.details)}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.hasNextPage && (
        <Button
          block
          className="button button-secondary"
          onPress={() => query.fetchNextPage()}
          isPending={query.isFetchingNextPage}
        >
          {accountLabels.loadMore}
        </Button>
      )}
    </Modal>
  )
}
