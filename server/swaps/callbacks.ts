// Posts queued status changes to the integrator's callbackUrl, signed so the integrator can trust them, with
// retries and backoff. A row is leased before the post (next_attempt_at moves on), so two server processes never
// post the same change at once, and a crash mid-post only delays the retry.
import { createHmac } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

const callbackHeaders = {
  timestamp: "x-pay-widget-timestamp",
  signature: "x-pay-widget-signature",
  eventId: "x-pay-widget-event-id",
} as const

/** `v1=` + hex HMAC-SHA256 of `{timestamp}.{body}` with the integrator's signing secret. */
const signCallback = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

const maxAttempts = 8
/** 10 s, 20 s, 40 s... up to an hour between tries. */
const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600)
const leaseSeconds = 60
const timeoutMillis = 5000

interface Due {
  readonly id: string
  readonly url: string
  readonly body: string
  /** Given when the post was queued: every retry carries the same, so the receiver can drop duplicates. */
  readonly eventId: string
  readonly attempts: number
  readonly secret: string | null
}

/** The queued body with its event id, the same at every try (the signature covers it). */
const bodyOf = (due: Due) => JSON.stringify({ eventId: due.eventId, ...JSON.parse(due.body) })

const post = (due: Due) =>
  Effect.tryPromise(async () => {
    const timestamp = Math.floor(Date.now() / 1000)
    const body = bodyOf(due)
    const response = await fetch(due.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [callbackHeaders.timestamp]: String(timestamp),
        [callbackHeaders.eventId]: due.eventId,
        ...(due.secret ? { [callbackHeaders.signature]: signCallback(due.secret, timestamp, body) } : {}),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMillis),
    })
    await response.body?.cancel()
    return response.status
  }).pipe(
    Effect.map((status) => ({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` })),
    Effect.catch((error) => Effect.succeed({ status: null, error: String(error.cause ?? error) })),
  )

/** One round: lease the due deliveries, post each, note the outcome. */
export const deliverCallbacks = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const due = yield* sql<Due>`
    UPDATE callback_deliveries d SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    FROM (SELECT c.id, coalesce(i.signing_secret, sandbox.signing_secret) AS secret
          FROM callback_deliveries c
          LEFT JOIN used_signatures u ON u.order_id = c.order_id
          LEFT JOIN integrators i ON i.id = u.integrator_id
          LEFT JOIN integrators sandbox ON sandbox.id = 'sandbox'
          WHERE c.delivered_at IS NULL AND c.gave_up_at IS NULL AND c.next_attempt_at <= now()
          ORDER BY c.next_attempt_at LIMIT 20 FOR UPDATE OF c SKIP LOCKED) picked
    WHERE d.id = picked.id
    RETURNING d.id, d.url, d.body, d.event_id::text, d.attempts, picked.secret`
  yield* Effect.forEach(
    due,
    (delivery) =>
      Effect.gen(function* () {
        const outcome = yield* post(delivery)
        const attempts = delivery.attempts + 1
        if (outcome.error === null) {
          yield* sql`UPDATE callback_deliveries SET delivered_at = now(), attempts = ${attempts},
            last_status = ${outcome.status}, last_error = NULL WHERE id = ${delivery.id}`
        } else {
          yield* sql`UPDATE callback_deliveries SET attempts = ${attempts}, last_status = ${outcome.status},
            last_error = ${outcome.error.slice(0, 500)},
            gave_up_at = CASE WHEN ${attempts >= maxAttempts} THEN now() END,
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(attempts)}) WHERE id = ${delivery.id}`
        }
      }),
    { concurrency: 5 },
  )
  return due.length
})

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString())

/** The delivery log of an order, oldest first. */
export const callbackLog = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`SELECT event, url, attempts, last_status, last_error, delivered_at,
        gave_up_at, next_attempt_at, created_at FROM callback_deliveries WHERE order_id = ${orderId} ORDER BY id`
    return rows.map((row) => ({
      event: row.event as string,
      url: row.url as string,
      attempts: row.attempts as number,
      lastStatus: (row.lastStatus as number | null) ?? null,
      lastError: (row.lastError as string | null) ?? null,
      deliveredAt: iso(row.deliveredAt),
      gaveUpAt: iso(row.gaveUpAt),
      nextAttemptAt: iso(row.nextAttemptAt) ?? "",
      createdAt: iso(row.createdAt) ?? "",
    }))
  })
