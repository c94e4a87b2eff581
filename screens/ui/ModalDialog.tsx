// A dialog over the widget (react-aria): focus kept inside, Escape and the close button dismiss it. Loaded by
// ./Modal.tsx the first time a dialog opens.
import type { ReactNode } from "react"
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from "react-aria-components"
import { screens } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "./Button.tsx"

export interface ModalDialogProps {
  readonly title: string
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly children: ReactNode
  /** A side sheet (the side panel) instead of a centred dialog. */
  readonly side?: boolean
  /** Work the user started is under way (an upload): the dialog cannot be closed until it ends. */
  readonly busy?: boolean
}

export function ModalDialog({ title, isOpen, onClose, children, side, busy = false }: ModalDialogProps) {
  const { t } = useText()
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className={side ? "overlay overlay-side" : "overlay"}
    >
      <AriaModal className={side ? "sheet" : "modal"}>
        <Dialog className="dialog">
          <div className="dialog-head">
            <Heading slot="title" className="dialog-title">
              {t(title)}
            </Heading>
            <Button className="icon-button" aria-label={screens.close} isDisabled={busy} onPress={onClose}>
              ×
            </Button>
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
