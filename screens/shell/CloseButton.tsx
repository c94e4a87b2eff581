// The integrator's close button (spec 1 §2 closeBtn, spec 2 §3 "closeBtn text"): shown with the text it gives; a
// press tells the framing page (close_iframe, spec 2 §4), or closes the Telegram mini app.
import { useRouteContext } from "@tanstack/react-router"

export function CloseButton() {
  const { environment } = useRouteContext({ from: "__root__" })
  if (!environment.closeButton) return null
  // A native button: the first screen need not load react-aria for it.
  return (
    <button type="button" className="close-button" onClick={environment.close}>
      {environment.closeButton}
    </button>
  )
}
