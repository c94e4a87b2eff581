// The e-mail a sign-in is made with lives in the session area of the page's storage (adapters/storage.ts), never in
// the widget's address (issue 13): an address leaks through history, server logs and referrers. A link's `email` (the sign-in prefill) moves there too,
// before the router reads the address; a malformed one stays, so the widget names the parameter as before.
import { Schema } from "effect"
import { pageStorage } from "../../adapters/storage.ts"
import { EmailParam } from "../../schema/queryParams.ts"

const key = "pay-widget.sign-in-email"
const isEmail = Schema.is(EmailParam)

export const signInEmail = {
  get: (): string | undefined => pageStorage().session.get(key) || undefined,
  // Storage refused: kept for this page only; a reloaded code screen then shows no address, and sign-in still works.
  set: (email: string) => pageStorage().session.set(key, email),
  /** Signed in: the address is kept no longer than needed. */
  clear: () => pageStorage().session.remove(key),
}

/** Takes a valid `email` out of the page's address and keeps it as the sign-in prefill. */
export const adoptEmailFromAddress = () => {
  const url = new URL(window.location.href)
  const email = url.searchParams.get("email")
  if (email === null || !isEmail(email)) return
  signInEmail.set(email)
  url.searchParams.delete("email")
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
}
