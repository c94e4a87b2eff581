// The page's two questions: Redirect required (noRedirect set: the payment page opens only by the buyer's hand) and
// leaving while the order is open (spec 2 §2). Focus moves into the dialog and back when it closes (react-aria).
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

export function RedirectRequiredModal({
  paymentUrl,
  isOpen,
  onClose,
}: {
  readonly paymentUrl: string | undefined
  readonly isOpen: boolean
  readonly onClose: () => void
}) {
  const { t } = useText()
  return (
    <Modal title={ussdLabels.redirectRequired} isOpen={isOpen && paymentUrl !== undefined} onClose={onClose}>
      <p>{t(ussdLabels.redirectRequiredText)}</p>
      {/* Opened beside the widget: an integrator who sets noRedirect keeps the widget where it is. */}
      <a className="button button-block" href={paymentUrl} target="_blank" rel="noopener" onClick={onClose}>
        {ussdLabels.proceedToPayment}
      </a>
    </Modal>
  )
}

export function LeaveModal({
  isOpen,
  busy,
  onStay,
  onLeave,
}: {
  readonly isOpen: boolean
  readonly busy: boolean
  readonly onStay: () => void
  readonly onLeave: () => void
}) {
  const { t } = useText()
  return (
    <Modal title={ussdLabels.leaveTitle} isOpen={isOpen} onClose={onStay}>
      <p>{t(ussdLabels.leaveText)}</p>
      <div className="actions">
        {/* The safe answer has the focus: Enter keeps the order. */}
        <Button block onPress={onStay} autoFocus>
          {ussdLabels.stay}
        </Button>
        <Button block className="button button-secondary" onPress={onLeave} isDisabled={busy} isPending={busy}>
          {ussdLabels.leaveAndCancel}
        </Button>
      </div>
    </Modal>
  )
}
