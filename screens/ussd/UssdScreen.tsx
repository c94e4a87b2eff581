// The on-ramp order in progress (spec 2 §2 /ussd/{orderId}): the time left, the instructions and what to do for the
// payment flow, the details to copy, then I Transferred, Cancel Order and Show status. Rejected or expired orders show
// why, with Create New Order. A pure view over the chart's snapshot.
import type { SnapshotFrom } from "xstate"
import type { ussdTransferMachine } from "../../machines/ussdTransfer.ts"
import { otpPending } from "../../machines/ussdTransferContext.ts"
import type { UssdTransferEvent } from "../../machines/ussdTransferEvents.ts"
import { screens, screenTitles } from "../../schema/labels.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { Screen } from "../shell/Screen.tsx"
import { AgentName } from "../ui/AgentName.tsx"
import { Button } from "../ui/Button.tsx"
import { ExpiryCountdown } from "./ExpiryCountdown.tsx"
import { TransferAction } from "./TransferAction.tsx"
import { TransferDetails } from "./TransferDetails.tsx"
import { LeaveModal, RedirectRequiredModal } from "./UssdModals.tsx"
import "./ussd.css"
import { useText } from "../i18n/text.tsx"

export interface UssdScreenProps {
  readonly snapshot: SnapshotFrom<typeof ussdTransferMachine>
  readonly send: (event: UssdTransferEvent) => void
  readonly now: number
  readonly onCreateNewOrder: () => void
}

export function UssdScreen(props: UssdScreenProps) {
  const { t } = useText()
  const { snapshot, send, onCreateNewOrder } = props
  const c = snapshot.context
  if (snapshot.hasTag("loading"))
    return (
      <Screen title={screenTitles.ussd}>
        <p className="loading" role="status">
          {t(screens.loading)}
        </p>
      </Screen>
    )
  if (snapshot.hasTag("error"))
    return (
      <Screen title={screenTitles.ussd}>
        <p role="alert" className="field-error">
          {c.error && t(c.error)}
        </p>
        <div className="actions">
          <Button block onPress={() => send({ type: "reload" })}>
            {screens.reload}
          </Button>
          <Button block className="button button-secondary" onPress={onCreateNewOrder}>
            {ussdLabels.createNewOrder}
          </Button>
        </div>
      </Screen>
    )
  if (snapshot.hasTag("terminal")) {
    const expired = c.order?.buySwap.status === "expired"
    return (
      <Screen title={expired ? ussdLabels.expiredTitle : ussdLabels.rejectedTitle}>
        <p role="status">{t(expired ? ussdLabels.expiredText : ussdLabels.rejectedText)}</p>
        <Button block onPress={onCreateNewOrder}>
          {ussdLabels.createNewOrder}
        </Button>
      </Screen>
    )
  }
  return <OpenOrder {...props} />
}

function OpenOrder({ snapshot, send, now }: UssdScreenProps) {
  const { t } = useText()
  const c = snapshot.context
  const swap = c.order?.buySwap
  if (!swap) return <Screen title={screenTitles.ussd} />
  const busy = snapshot.hasTag("busy")
  const instructions = swap.transferInstructions
  return (
    <Screen title={screenTitles.ussd}>
      <ExpiryCountdown expiresAt={swap.expiresAt} now={now} />
      <p className="ussd-instructions">{t(instructions.instructionsText)}</p>
      <p className="ussd-agent">
        {t(screens.labelled(ussdLabels.agent))}{" "}
        <AgentName agent={swap.sellerUser} verifiedLabel={t(ussdLabels.verifiedAgent)} />
      </p>
      <TransferAction snapshot={snapshot} send={send} now={now} />
      {instructions.warningText && (
        <p className="notice-inline ussd-warning" role="note">
          {t(instructions.warningText)}
        </p>
      )}
      <TransferDetails
        details={instructions.transferDetails}
        onCopy={(value) => send({ type: "detail.copy", value })}
      />
      <div className="actions">
        <Button
          main
          block
          onPress={() => send({ type: "order.confirm" })}
          isDisabled={busy || otpPending(c)}
          isPending={snapshot.hasTag("confirming")}
        >
          {ussdLabels.iTransferred}
        </Button>
        <Button
          block
          className="button button-secondary"
          onPress={() => send({ type: "order.cancel" })}
          isDisabled={busy}
          isPending={snapshot.hasTag("cancelling")}
        >
          {ussdLabels.cancelOrder}
        </Button>
        <Button className="link-button" onPress={() => send({ type: "status.show" })} isDisabled={busy}>
          {ussdLabels.showStatus}
        </Button>
      </div>
      <RedirectRequiredModal
        paymentUrl={instructions.paymentUrl}
        isOpen={c.redirectRequired}
        onClose={() => send({ type: "redirect.close" })}
      />
      <LeaveModal
        isOpen={c.leaveAsked || snapshot.hasTag("leaving")}
        busy={snapshot.hasTag("leaving")}
        onStay={() => send({ type: "leave.stay" })}
        onLeave={() => send({ type: "leave.confirm" })}
      />
    </Screen>
  )
}
