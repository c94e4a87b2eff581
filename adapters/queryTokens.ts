// Tokens an integrator passes in the query (at/rt, or accessToken/refreshToken) sign the user in. They are taken
// out of the address before the widget makes any request, so no link, monitoring event or error report carries
// them (spec 1 §2; the issue on sign-in).
import type { Tokens } from "../schema/auth.ts"

const accessKeys = ["at", "accessToken"]
const refreshKeys = ["rt", "refreshToken"]

export const takeTokensFromUrl = (href: string): { readonly tokens: Tokens | undefined; readonly cleanUrl: string } => {
  const url = new URL(href)
  const first = (keys: ReadonlyArray<string>) => keys.map((key) => url.searchParams.get(key)).find((v) => v)
  const accessToken = first(accessKeys)
  const refreshToken = first(refreshKeys)
  for (const key of [...accessKeys, ...refreshKeys]) url.searchParams.delete(key)
  const tokens =
    accessToken || refreshToken ? { accessToken: accessToken ?? "", refreshToken: refreshToken ?? "" } : undefined
  return { tokens, cleanUrl: `${url.pathname}${url.search}${url.hash}` }
}
