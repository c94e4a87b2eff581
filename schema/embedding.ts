// Embedding rules shared by widget and server: which integrator a page acts for, the origins an integrator
// registers, and the one rule that accepts a URL an integrator passes (redirectUrl, callbackUrl, authSuccessUrl)
// only on those origins. README.md, "Integration guide", documents them for integrators.
import { Schema } from "effect"

/** The query parameter that names the integrator a page acts for (docs/decisions.md, "Embedding"). */
export const integratorParam = "integrator"

/** Parameters that send the user, or the order's status posts, somewhere else: accepted on registered origins only. */
export const outsideUrlParams = ["redirectUrl", "callbackUrl", "authSuccessUrl"] as const
export type OutsideUrlParam = (typeof outsideUrlParams)[number]

/** A registered origin: scheme, host and an optional port, where `*` stands for any port (as in CSP). */
const originPattern = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}|\*))?$/i

/** The origin as registered, lower-cased, or undefined when it is not an http(s) origin without a path. */
export const normalOrigin = (value: string): string | undefined => {
  const match = originPattern.exec(value.trim().replace(/\/$/, ""))
  if (!match) return undefined
  const [, scheme, host, port] = match
  if (port === "*") return `${scheme}://${host}:*`.toLowerCase()
  try {
    return new URL(`${scheme}://${host}${port ? `:${port}` : ""}`).origin.toLowerCase()
  } catch {
    return undefined
  }
}

export const RegisteredOrigin = Schema.String.check(
  Schema.makeFilter((s) => normalOrigin(s) !== undefined, {
    message: "expected an origin such as https://shop.example or http://127.0.0.1:* (no path)",
  }),
)

/** Whether `origin` (as in `URL.origin`) is one of the registered ones. */
export const originRegistered = (origin: string, registered: ReadonlyArray<string>): boolean => {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  return registered.some((entry) => {
    const normal = normalOrigin(entry)
    if (!normal) return false
    if (!normal.endsWith(":*")) return normal === url.origin.toLowerCase()
    const [scheme = "", host = ""] = normal.slice(0, -2).split("://")
    return url.protocol === `${scheme}:` && url.hostname.toLowerCase() === host
  })
}

/** THE rule: an outside URL is followed, or stored on an order, only when it is http(s) on a registered origin. */
export const acceptedUrl = (value: string, registered: ReadonlyArray<string>): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === "https:" || url.protocol === "http:") && originRegistered(url.origin, registered)
  } catch {
    return false
  }
}

/** The outside URLs of a query that the rule refuses, in the order of `outsideUrlParams`. */
export const refusedUrls = (
  query: URLSearchParams,
  registered: ReadonlyArray<string>,
): ReadonlyArray<OutsideUrlParam> =>
  outsideUrlParams.filter((name) => {
    const value = query.get(name)
    return value !== null && !acceptedUrl(value, registered)
  })

const base64urlJson = (part: string): unknown => {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/")
  return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=")))
}

/** The integrator a page names: the `integrator` parameter, else the issuer (`kid`) of its signed link. The name
 * only chooses whose registered origins apply; the link's signature is checked where it matters (orders). */
export const namedIntegrator = (query: URLSearchParams): string | undefined => {
  const named = query.get(integratorParam)?.trim()
  if (named) return named
  const signature = query.get("signature")
  if (!signature) return undefined
  try {
    const header = base64urlJson(signature.split(".")[0] ?? "")
    const kid = typeof header === "object" && header !== null ? (header as { kid?: unknown }).kid : undefined
    return typeof kid === "string" && kid !== "" ? kid : undefined
  } catch {
    return undefined
  }
}

/** The parameters a signed link locks, read without checking its signature: only to show them locked (the server
 * checks the signature where it matters). Empty when there is no link or it cannot be read. */
export const lockedByLink = (signature: string | undefined): Readonly<Record<string, string>> => {
  if (!signature) return {}
  try {
    const claims = base64urlJson(signature.split(".")[1] ?? "")
    const params = typeof claims === "object" && claims !== null ? (claims as { params?: unknown }).params : undefined
    if (typeof params !== "object" || params === null) return {}
    return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
  } catch {
    return {}
  }
}

/** What the widget learns of the integrator a page acts for: none (`id` null) means no outside URL is accepted. */
export const IntegratorOrigins = Schema.Struct({
  id: Schema.NullOr(Schema.String),
  origins: Schema.Array(Schema.String),
})
export type IntegratorOrigins = typeof IntegratorOrigins.Type

/** The sandbox's registration of an integrator (SANDBOX on): its origins, and a name and secret when new. */
export const IntegratorRegistration = Schema.Struct({
  name: Schema.optional(Schema.String.check(Schema.isMinLength(1))),
  origins: Schema.Array(RegisteredOrigin),
  signingSecret: Schema.optional(Schema.String.check(Schema.isMinLength(16))),
})
export type IntegratorRegistration = typeof IntegratorRegistration.Type

/** An integrator's id: lower-case letters, digits, - and _, as it appears in links and JWT headers. */
export const IntegratorId = Schema.String.check(
  Schema.isPattern(/^[a-z0-9][a-z0-9_-]{0,63}$/, { message: "expected lower-case letters, digits, - or _" }),
)

/** INTEGRATORS (server environment): integrators registered at start, as JSON. */
export const IntegratorsFromEnv = Schema.fromJsonString(
  Schema.Array(Schema.Struct({ id: IntegratorId, ...IntegratorRegistration.fields })),
)
export type IntegratorFromEnv = (typeof IntegratorsFromEnv.Type)[number]

export const RegisteredIntegrator = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  origins: Schema.Array(Schema.String),
})

export const embeddingMessages = {
  /** The widget's notice for each outside URL it ignores. */
  urlIgnored: (parameter: OutsideUrlParam) =>
    `The ${parameter} given to this page is not on a site its integrator registered, so it is ignored.`,
  /** The server's refusal of an order whose callbackUrl or redirectUrl is elsewhere. */
  urlRefused: (parameter: OutsideUrlParam) =>
    `The ${parameter} must be on an origin the integrator registered; register it first.`,
  unknownIntegrator: (id: string) => `No integrator ${id} is known.`,
} as const
