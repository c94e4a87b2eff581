// Create new order asks first (spec 2 §2): leaving the status page starts over at the amount.
import { useState } from "react"
import { swapStatusLabels as t } from "../../schema/swapStatusLabels.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

export function NewOrderPrompt({ onConfirm }: { readonly onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button block className="button button-secondary" onPress={() => setOpen(true)}>
        {t.createNewOrder}
      </Button>
      <Modal title={t.newOrderTitle} isOpen={open} onClose={() => setOpen(false)}>
        <p>{t.newOrderText}</p>
        <div className="actions">
          <Button block onPress={onConfirm}>
            {t.newOrderConfirm}
          </Button>
          <Button block className="button button-secondary" onPress={() => setOpen(false)}>
            {t.newOrderCancel}
          </Button>
        </div>
      </Modal>
    </>
  )
}
