// The notice of outside URLs the widget ignored because the page's integrator did not register their origin
// (screens/wiring/embedding.ts), so the user and the integrator's developer both see why nothing happens.
import { embeddingMessages, type OutsideUrlParam } from "../../schema/embedding.ts"

export function IgnoredUrlsNotice({ ignored }: { readonly ignored: ReadonlyArray<OutsideUrlParam> }) {
  if (ignored.length === 0) return null
  return (
    <div className="notice-inline" role="status">
      {ignored.map((parameter) => embeddingMessages.urlIgnored(parameter)).join(" ")}
    </div>
  )
}
