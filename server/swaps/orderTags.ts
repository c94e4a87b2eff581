// The sandbox's read of what an order carries for its integrator, from either ramp's orders (schema/sandbox.ts).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { OrderTagsRead } from "../../schema/sandbox.ts"

interface Row {
  readonly orderParams: string | null
  readonly sourceParam: string | null
  readonly statusPageUrl: string | null
  readonly forceFail: boolean
  readonly meta: unknown
}

const metaOf = (meta: unknown): Record<string, string> => {
  const value = typeof meta === "string" ? JSON.parse(meta) : meta
  return Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  )
}

export const orderTags = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [onramp] = yield* sql<Row>`SELECT order_params, source_param, status_page_url, force_fail, meta
      FROM onramp_orders WHERE id = ${orderId}`
    if (onramp) return { product: "onramp" as const, ...onramp, meta: metaOf(onramp.meta) } satisfies OrderTagsRead
    const [offramp] = yield* sql<Row>`SELECT order_params, source_param, NULL AS status_page_url, force_fail, meta
      FROM offramp_orders WHERE id = ${orderId}`
    if (offramp) return { product: "offramp" as const, ...offramp, meta: metaOf(offramp.meta) } satisfies OrderTagsRead
    return undefined
  })
