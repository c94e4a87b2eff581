// The receipt modal over the receipt chart (spec 2 §2, §4, §5): a file picker for jpg, png or pdf, the outcome.
import { useSelector } from "@xstate/react"
import { useRef } from "react"
import type { ActorRefFrom } from "xstate"
import type { receiptUploadMachine } from "../../machines/receiptUpload.ts"
import { canAddReceipt, receiptAccept, receiptLimit } from "../../schema/receiptRules.ts"
import { receiptLabels } from "../../schema/swapStatusLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

export type ReceiptActor = ActorRefFrom<typeof receiptUploadMachine>

export function ReceiptModal({ actor }: { readonly actor: ReceiptActor }) {
  const { t } = useText()
  const snapshot = useSelector(actor, (s) => s)
  const input = useRef<HTMLInputElement>(null)
  const c = snapshot.context
  const uploading = snapshot.hasTag("loading")
  return (
    <Modal
      title={receiptLabels.title}
      isOpen={snapshot.hasTag("open")}
      busy={uploading}
      onClose={() => actor.send({ type: "receipt.close" })}
    >
      <p>{t(receiptLabels.text)}</p>
      <p className="field-description">{t(receiptLabels.count(c.receiptCount, receiptLimit))}</p>
      <input
        ref={input}
        type="file"
        accept={receiptAccept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="receipt-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ""
          actor.send({ type: "receipt.pick", files })
        }}
      />
      {c.error && (
        <p role="alert" className="field-error">
          {t(c.error)}
        </p>
      )}
      {c.notice && (
        <p role="status" className="status-notice">
          {t(c.notice)}
        </p>
      )}
      <div className="actions">
        <Button
          block
          isDisabled={!canAddReceipt(c.status, c.receiptCount)}
          isPending={uploading}
          onPress={() => input.current?.click()}
        >
          {uploading ? receiptLabels.uploading : receiptLabels.chooseFile}
        </Button>
        <Button
          block
          className="button button-secondary"
          isDisabled={uploading}
          onPress={() => actor.send({ type: "receipt.close" })}
        >
          {receiptLabels.close}
        </Button>
      </div>
    </Modal>
  )
}
