// Create new order asks first (spec 2 §2): leaving the status page starts over at the amount.
import { useState } from "react"
import { swapStatusLabels as labels } from "../../schema/swapStatusLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

export function NewOrderPrompt({ onConfirm }: { readonly onConfirm: () => void }) {
  const { t } = useText()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button block className="button button-secondary" onPress={() => setOpen(true)}>
        {labels.createNewOrder}
      </Button>
      <Modal title={labels.newOrderTitle} isOpen={open} onClose={() => setOpen(false)}>
        <p>{t(labels.newOrderText)}</p>
        <div className="actions">
          <Button block onPress={onConfirm}>
            {labels.newOrderConfirm}
          </Button>
          <Button block className="button button-secondary" onPress={() => setOpen(false)}>
            {labels.newOrderCancel}
          </Button>
        </div>
      </Modal>
    </>
  )
}
