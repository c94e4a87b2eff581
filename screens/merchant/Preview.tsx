// The widget as the link opens it, in an iframe that follows the form: it loads the last valid link, which the
// page has already debounced, so typing does not reload it at every key.
import { merchantLabels } from "../../schema/merchantLabels.ts"

export function Preview({ url, current }: { readonly url: string | undefined; readonly current: boolean }) {
  return (
    <section className="merchant-preview" aria-labelledby="merchant-preview-title">
      <h2 id="merchant-preview-title">{merchantLabels.preview}</h2>
      <p>{current ? merchantLabels.previewUpdating : merchantLabels.previewStale}</p>
      {url && <iframe key="preview" src={url} title={merchantLabels.previewFrame} className="merchant-frame" />}
    </section>
  )
}
