// The journeys' funnels (issue 9): each step is a kind of monitoring event, and the funnel counts the distinct
// sessions that reached it, by day and by source. Defined once here for the script, the sandbox route and tests.
import { Schema } from "effect"

/** A step is reached by an impression of a route, or by an operation that succeeded. */
export type FunnelMatch =
  | { readonly type: "impression"; readonly pageName: string }
  | { readonly type: "operation"; readonly name: string }

export interface FunnelStep {
  readonly step: string
  readonly match: FunnelMatch
  /** Not every session passes here (no ID check needed, selling without an account): the next step's conversion
   * is counted from the step before this one. */
  readonly optional?: boolean
}

const page = (step: string, pageName: string): FunnelStep => ({ step, match: { type: "impression", pageName } })
const optional = (step: FunnelStep): FunnelStep => ({ ...step, optional: true })
const operation = (step: string, name: string): FunnelStep => ({ step, match: { type: "operation", name } })

/** Operations the widget reports from the journeys' charts, named `<chart>.<actor>` (adapters/actor.ts). */
export const monitoredOperations = {
  onrampQuote: "onramp.fetchOffer",
  onrampCreateOrder: "onramp.createOrder",
  offrampQuote: "offramp.fetchOffer",
  offrampCreateOrder: "offramp.createOrder",
  confirmPayment: "offrampPay.confirmOrder",
  signInWithCode: "login.confirmCode",
  signInWithPassword: "login.loginWithPassword",
  /** Not a call: the order's own reading says it is done (adapters/monitoringOperations.ts). */
  onrampCompleted: "onramp.completed",
  offrampCompleted: "offramp.completed",
} as const

export const funnels = {
  onramp: [
    page("Amount", "/"),
    page("Wallet", "/wallet"),
    optional(page("KYC", "/onramp/kyc")),
    page("Review", "/swap"),
    operation("Order created", monitoredOperations.onrampCreateOrder),
    page("USSD", "/ussd/$orderId"),
    operation("Completed", monitoredOperations.onrampCompleted),
  ],
  offramp: [
    page("Amount", "/offramp"),
    optional(page("Login", "/offramp/auth")),
    page("Details", "/offramp/create"),
    page("Pay", "/offramp/pay"),
    operation("Order created", monitoredOperations.offrampCreateOrder),
    operation("Paid", monitoredOperations.confirmPayment),
    operation("Success", monitoredOperations.offrampCompleted),
  ],
} as const satisfies Record<string, ReadonlyArray<FunnelStep>>

export type Journey = keyof typeof funnels

/** One distinct (session, day, source, event) as the database answers it. */
export interface FunnelRow {
  readonly day: string
  readonly source: string
  readonly sessionId: string
  readonly type: string
  readonly name: string
  readonly operationStatus: string | null
  readonly pageName: string
}

export const reaches = (match: FunnelMatch, row: FunnelRow) =>
  match.type === "impression"
    ? row.type === "impression" && row.pageName === match.pageName
    : row.type === "operation" && row.name === match.name && row.operationStatus === "success"

export const FunnelStepCount = Schema.Struct({
  step: Schema.String,
  sessions: Schema.Number,
  /** Share of the previous step's sessions (the previous required one after an optional step), 0 to 1; null on
   * the first step or after a step nobody reached. */
  conversion: Schema.NullOr(Schema.Number),
})
export const FunnelSlice = Schema.Struct({
  journey: Schema.String,
  day: Schema.String,
  /** The `source` query parameter the sessions came with; empty when none. */
  source: Schema.String,
  steps: Schema.Array(FunnelStepCount),
})
export type FunnelSlice = typeof FunnelSlice.Type
export const FunnelReport = Schema.Struct({ slices: Schema.Array(FunnelSlice) })
export type FunnelReport = typeof FunnelReport.Type

/** The funnel of every journey, day and source that has at least one session on a step. */
export const funnelReport = (rows: ReadonlyArray<FunnelRow>): FunnelReport => {
  const sessions = new Map<string, Set<string>>()
  const slices = new Map<string, { journey: Journey; day: string; source: string }>()
  for (const row of rows) {
    for (const [journey, steps] of Object.entries(funnels) as Array<[Journey, ReadonlyArray<FunnelStep>]>) {
      for (const { step, match } of steps) {
        if (!reaches(match, row)) continue
        const slice = JSON.stringify([journey, row.day, row.source])
        slices.set(slice, { journey, day: row.day, source: row.source })
        const key = JSON.stringify([journey, row.day, row.source, step])
        sessions.set(key, (sessions.get(key) ?? new Set()).add(row.sessionId))
      }
    }
  }
  const ordered = [...slices.values()].sort(
    (a, b) => a.journey.localeCompare(b.journey) || b.day.localeCompare(a.day) || a.source.localeCompare(b.source),
  )
  return {
    slices: ordered.map(({ journey, day, source }) => {
      let previous: number | undefined
      const steps = (funnels[journey] as ReadonlyArray<FunnelStep>).map(({ step, optional }) => {
        const count = sessions.get(JSON.stringify([journey, day, source, step]))?.size ?? 0
        const conversion = previous === undefined || previous === 0 ? null : count / previous
        if (!optional) previous = count
        return { step, sessions: count, conversion }
      })
      return { journey, day, source, steps }
    }),
  }
}
