// Shown when a screen fails unexpectedly (spec 1 §2): "Oops, something went wrong" with Reload.

import { screens } from "../../schema/labels.ts"
import { errors } from "../../schema/messages.ts"
import { pageAddress } from "../wiring/pageAddress.ts"

export function ErrorScreen() {
  return (
    <section className="notice" role="alert">
      <h1>{errors.genericError}</h1>
      <button type="button" className="button" onClick={pageAddress.reload}>
        {screens.reload}
      </button>
    </section>
  )
}
