// A dialog over the widget. Its react-aria kit (overlay, focus scope, dialog) is not needed to paint a screen, so it
// loads the first time a dialog opens, or ahead of it once the first screen is done (issue 17: the first screen's
// bytes); closed, a dialog renders nothing, as react-aria's overlay does.
import { lazy, Suspense } from "react"
import type { ModalDialogProps } from "./ModalDialog.tsx"

export type ModalProps = ModalDialogProps

const loadDialog = () => import("./ModalDialog.tsx")
const ModalDialog = lazy(() => loadDialog().then((m) => ({ default: m.ModalDialog })))

/** Fetches the dialog's code ahead of the first open, so a picker opens without waiting for it. */
export const preloadModal = () => void loadDialog().catch(() => undefined)

export function Modal(props: ModalProps) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  )
}
