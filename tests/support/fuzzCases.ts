// Requests for the fuzz test: for each operation of a contract, values drawn from its own schemas (Effect's
// Schema-derived arbitraries) and the same with hostile values put in (fast-check picks which and where).
import { Effect, Schema } from "effect"
import * as Arbitrary from "effect/Arbitrary"
import fc from "fast-check"

export interface Operation {
  readonly id: string
  readonly method: string
  /** As the contract writes it, with :params. */
  readonly path: string
  readonly params: Schema.Top | undefined
  readonly query: Schema.Top | undefined
  readonly payload: { readonly contentType: string; readonly schema: Schema.Top } | undefined
  readonly isPrivate: boolean
  readonly hasFrontDoor: boolean
}

interface EndpointShape {
  readonly method: string
  readonly path: string
  readonly params?: Schema.Top
  readonly query?: Schema.Top
  readonly payload: ReadonlyMap<string, { readonly schemas: ReadonlyArray<Schema.Top> }>
  readonly middlewares: ReadonlySet<{ readonly key: string }>
}

/** Every operation of an HttpApi, read from its groups. */
export const operationsOf = (api: {
  readonly groups: Record<string, { readonly endpoints: Record<string, unknown> }>
}): Array<Operation> =>
  Object.values(api.groups).flatMap((group) =>
    Object.entries(group.endpoints).map(([id, value]) => {
      const endpoint = value as EndpointShape
      const [payload] = [...endpoint.payload.entries()]
      const middleware = [...endpoint.middlewares].map((tag) => tag.key)
      return {
        id,
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        query: endpoint.query,
        payload: payload ? { contentType: payload[0], schema: Schema.Union(payload[1].schemas) } : undefined,
        isPrivate: middleware.includes("pay-widget/Authorization"),
        hasFrontDoor: middleware.includes("pay-widget/FrontDoor"),
      }
    }),
  )

/** What an attacker, or a broken client, sends instead of a value. */
export const hostileValues: ReadonlyArray<unknown> = [
  "\u0000",
  "a\u0000b",
  "x".repeat(100_000),
  "",
  " ",
  1e308,
  -1e308,
  -1,
  0,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  "NaN",
  "-0",
  "1e999",
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '{"$ne": null}',
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "$" + "{7*7}{{7*7}}",
  "%00%ff%fe",
  "\ud800",
  "😀".repeat(1000),
  "6650f0c2a1b2c3d4e5f6071",
  "6650f0c2a1b2c3d4e5f60718",
  "00000000-0000-0000-0000-000000000000",
  "not-an-id",
  null,
  true,
  [],
  [1, "two", null],
  {},
  { nested: { deeper: ["\u0000"] } },
]

export const bogusTokens = [
  "Bearer forged.token.value",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
  `Bearer ${"a".repeat(8_000)}`,
  "Basic dXNlcjpwYXNz",
  "Bearer",
]

export interface FuzzRequest {
  readonly label: string
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string | FormData | undefined
}

/** Encoded (wire) values drawn from a schema, or none when it cannot be sampled. */
const samplesOf = (schema: Schema.Top | undefined, count: number, seed: number): Array<Record<string, unknown>> => {
  if (!schema) return Array.from({ length: count }, () => ({}))
  try {
    const values = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count, seed, size: 8 }))
    const encode = Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>)
    return values.map((value) => encode(value) as Record<string, unknown>)
  } catch {
    return Array.from({ length: count }, () => ({}))
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))

const pathWith = (path: string, params: Record<string, unknown>) =>
  // A lone surrogate has no UTF-8 form: it travels as U+FFFD, as a browser would send it.
  path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(text(params[name] ?? "x").replace(/[\ud800-\udfff]/gu, "\ufffd")),
  )

const queryOf = (query: Record<string, unknown>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, text(item))
    }
  }
  const written = search.toString()
  return written === "" ? "" : `?${written}`
}

const multipartOf = (fields: unknown) => {
  const form = new FormData()
  // A hostile value in place of the whole body travels as one file.
  const entries = typeof fields === "object" && fields !== null ? Object.entries(fields) : [["file", fields]]
  for (const [key, value] of entries) form.append(String(key), new Blob([text(value)]), "file.png")
  return form
}

/** Puts `value` at one key of `record` (chosen by `at`), or adds it under a new key when it has none. */
const withValue = (record: Record<string, unknown>, value: unknown, at: number) => {
  const keys = Object.keys(record)
  const key = keys.length === 0 ? "unexpected" : (keys[at % keys.length] as string)
  return { ...record, [key]: value }
}

/** A bounded set of requests for one operation: `samples` drawn from its schemas, then `hostile` mutations. */
export const requestsFor = (
  operation: Operation,
  token: string,
  options: { readonly seed: number; readonly samples: number; readonly hostile: number },
): Array<FuzzRequest> => {
  const { seed, samples, hostile } = options
  const count = samples + hostile
  const params = samplesOf(operation.params, count, seed)
  const query = samplesOf(operation.query, count, seed + 1)
  const payload = samplesOf(operation.payload?.schema, count, seed + 2)
  const picks = fc.sample(
    fc.record({
      value: fc.constantFrom(...hostileValues),
      part: fc.constantFrom("params", "query", "payload"),
      at: fc.nat(),
    }),
    { seed, numRuns: hostile },
  )
  const headers = { "x-web": "1", authorization: `Bearer ${token}` }
  const make = (label: string, p: Record<string, unknown>, q: Record<string, unknown>, body: unknown) => {
    const multipart = operation.payload?.contentType.startsWith("multipart/") === true
    return {
      label,
      method: operation.method,
      path: pathWith(operation.path, p) + queryOf(q),
      headers: multipart || !operation.payload ? headers : { ...headers, "content-type": "application/json" },
      body: operation.payload ? (multipart ? multipartOf(body) : JSON.stringify(body)) : undefined,
    }
  }
  const drawn = Array.from({ length: samples }, (_, index) =>
    make(`sample ${index}`, params[index] ?? {}, query[index] ?? {}, payload[index]),
  )
  const mutated = picks.map(({ value, part, at }, index) => {
    const slot = samples + index
    const p = params[slot] ?? {}
    const q = query[slot] ?? {}
    const b = payload[slot] ?? {}
    const label = `${part} gets ${text(value).slice(0, 40)}`
    if (part === "params") return make(label, withValue(p, value, at), q, b)
    if (part === "query") return make(label, p, withValue(q, value, at), b)
    // The whole body is sometimes the hostile value: a wrong type where an object belongs.
    return make(label, p, q, at % 4 === 0 ? value : withValue(b, value, at))
  })
  return [...drawn, ...mutated]
}

/** Requests every call gets whatever its schemas: no x-web header, bogus tokens, unreadable bodies. */
export const abuseFor = (operation: Operation, token: string): Array<FuzzRequest> => {
  const path = pathWith(operation.path, {})
  const base = { method: operation.method, path }
  const authorized = { "x-web": "1", authorization: `Bearer ${token}` }
  return [
    { ...base, label: "no x-web header", headers: { authorization: `Bearer ${token}` } },
    ...bogusTokens.map((authorization) => ({
      ...base,
      label: `token ${authorization.slice(0, 30)}`,
      headers: { "x-web": "1", authorization },
    })),
    ...(operation.payload
      ? [
          {
            ...base,
            label: "broken JSON",
            headers: { ...authorized, "content-type": "application/json" },
            body: '{"a":',
          },
          { ...base, label: "text body", headers: { ...authorized, "content-type": "text/plain" }, body: "hello" },
          {
            ...base,
            label: "broken multipart",
            headers: { ...authorized, "content-type": "multipart/form-data; boundary=zz" },
            body: "--zz\r\ngarbage",
          },
        ]
      : []),
  ]
}
