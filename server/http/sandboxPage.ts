// The small HTML pages the sandbox serves in place of the outside world (a bank's payment page, a block explorer):
// no script, every value escaped, never cached, no referrer.
import { HttpServerResponse } from "effect/http"

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

/** A page titled `title` under the banner that says which sandbox stand-in it is; `body` and `style` are trusted. */
export const sandboxPage = (page: {
  readonly banner: string
  readonly style: string
  readonly title: string
  readonly body: string
  readonly status: number
}) =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;padding:0 1rem;color:#1b1b1f}${page.style}</style></head><body><p>${page.banner}</p>${page.body}</body></html>`,
    {
      status: page.status,
      contentType: "text/html; charset=utf-8",
      headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" },
    },
  )
