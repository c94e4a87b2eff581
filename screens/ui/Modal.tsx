// A dialog over the widget. Its react-aria kit (overlay, focus scope, dialog) is not needed to paint a screen, so it
// loads the first time a dialog opens, or ahead of it once the first screen is done (issue 17: the first screen's
// bytes); closed, a dialog renders nothing, as react-aria's overlay does.
import { useEffect, useState } from "react"
import type { ModalDialog as Dialog, ModalDialogProps } from "./ModalDialog.tsx"

export type ModalProps = ModalDialogProps

/** The dialog once its code is here: from then on every dialog opens in the same render as its press. */
let fetched: typeof Dialog | undefined
const loadDialog = () =>
  import("./ModalDialog.tsx").then((module) => {
    fetched = module.ModalDialog
    return module.ModalDialog
  })

/** Fetches the dialog's code ahead of the first open, so a picker opens without waiting for it. */
export const preloadModal = () => void loadDialog().catch(() => undefined)

export function Modal(props: ModalProps) {
  const [arrived, setArrived] = useState<typeof Dialog | undefined>(undefined)
  const ModalDialog = fetched ?? arrived
  useEffect(() => {
    if (!props.isOpen || ModalDialog) return
    let gone = false
    // A failed fetch (a dropped connection) is tried again at the next open.
    loadDialog().then(
      (loaded) => {
        if (!gone) setArrived(() => loaded)
      },
      () => undefined,
    )
    return () => {
      gone = true
    }
  }, [props.isOpen, ModalDialog])
  if (!props.isOpen || !ModalDialog) return null
  return <ModalDialog {...props} />
}
