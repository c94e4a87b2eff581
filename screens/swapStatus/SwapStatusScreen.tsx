// The on-ramp status page over the status chart (spec 2 §2, §4): title, badge and description per status, the
// transaction, rewards, receipts, details, the report-problem or dispute link, back to the website, new order.
import { useSelector } from "@xstate/react"
import type { SnapshotFrom } from "xstate"
import type { swapStatusMachine } from "../../machines/swapStatus.ts"
import type { ChainMode } from "../../schema/explorers.ts"
import { screenTitles } from "../../schema/labels.ts"
import { canAddReceipt } from "../../schema/receiptRules.ts"
import { supportTicketUrl } from "../../schema/supportTicket.ts"
import {
  swapStatusLabels as labels,
  receiptLabels,
  statusBadge,
  statusDescriptions,
  statusPhase,
  statusTitles,
} from "../../schema/swapStatusLabels.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { DetailList } from "./DetailList.tsx"
import { NewOrderPrompt } from "./NewOrderPrompt.tsx"
import { type ReceiptActor, ReceiptModal } from "./ReceiptModal.tsx"
import { TransactionHash } from "./TransactionHash.tsx"
import "../offramp/statusBadge.css"
import "./swapStatus.css"
import { useText } from "../i18n/text.tsx"

export interface SwapStatusScreenProps {
  readonly snapshot: SnapshotFrom<typeof swapStatusMachine>
  readonly receipts: ReceiptActor | undefined
  readonly chainMode: ChainMode | undefined
  readonly email: string | undefined
  readonly backToWebsite: { readonly text: string; readonly url: string } | undefined
  readonly onRetry: () => void
  readonly onCopy: (value: string) => void
  readonly onNewOrder: () => void
}

function AddReceiptButton({ actor }: { readonly actor: ReceiptActor }) {
  const allowed = useSelector(actor, (s) => canAddReceipt(s.context.status, s.context.receiptCount))
  if (!allowed) return null
  return (
    <Button block className="button button-secondary" onPress={() => actor.send({ type: "receipt.open" })}>
      {receiptLabels.addReceipt}
    </Button>
  )
}

export function SwapStatusScreen(props: SwapStatusScreenProps) {
  const { t } = useText()
  const { snapshot, receipts, chainMode } = props
  const { order, rewards, error, depositStarted } = snapshot.context
  if (snapshot.hasTag("error") || !order) {
    return (
      <Screen title={screenTitles.swapStatus}>
        {error ? (
          <>
            <p role="alert" className="field-error">
              {t(error)}
            </p>
            <Button block onPress={props.onRetry}>
              {labels.tryAgain}
            </Button>
          </>
        ) : (
          <p className="loading" role="status">
            {t(labels.loading)}
          </p>
        )}
      </Screen>
    )
  }
  const swap = order.buySwap
  const phase = statusPhase(swap.status, order.withdrawal, depositStarted)
  const badge = statusBadge(swap.status)
  const hash = order.withdrawal.transactionHash
  const dispute = swap.status === "seller_rejected"
  return (
    <Screen title={statusTitles[phase]}>
      <div className="status-head">
        {badge.badge !== "none" && (
          <span className={`badge badge-${badge.badge}`} data-badge={badge.badge}>
            {t(badge.label)}
          </span>
        )}
        <p className="status-description">{t(statusDescriptions[phase])}</p>
        {!snapshot.hasTag("terminal") && <p className="field-description">{t(labels.updating)}</p>}
      </div>
      {hash && (
        <div className="status-transaction">
          <span className="status-label">{t(labels.transactionHash)}</span>
          <TransactionHash network={order.walletType} hash={hash} chainMode={chainMode} onCopy={props.onCopy} />
        </div>
      )}
      {rewards.length > 0 && (
        <section className="status-rewards" aria-label={t(labels.rewards)}>
          <h2>{t(labels.rewards)}</h2>
          <ul>
            {rewards.map((reward) => (
              <li key={`${reward.reward}-${reward.hash ?? ""}`}>
                {reward.reward} {t(reward.hash ? labels.rewardSent : labels.rewardPending)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <DetailList order={order} onCopy={props.onCopy} />
      <div className="actions">
        {receipts && <AddReceiptButton actor={receipts} />}
        {props.backToWebsite && (
          <a className="button button-block" href={props.backToWebsite.url}>
            {t(props.backToWebsite.text)}
          </a>
        )}
        <NewOrderPrompt onConfirm={props.onNewOrder} />
        <a
          className="status-support"
          href={supportTicketUrl({
            topic: dispute ? "dispute" : "problem",
            orderId: order._id,
            status: swap.status,
            email: props.email,
            transactionHash: hash,
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(dispute ? labels.openDispute : labels.reportProblem)}
        </a>
      </div>
      {receipts && <ReceiptModal actor={receipts} />}
    </Screen>
  )
}
