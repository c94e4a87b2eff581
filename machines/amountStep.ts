// The amount step the on-ramp and the off-ramp share (spec 1 §2, §4, spec 2 §2, §4): its rules as pure functions of
// the fields they read (each journey's setup wraps them as its guards and actions), the session's user as a
// parameter of those guards and actions, and the part of the `amount` state both charts hold alike: the quote loop
// invoked as a child chart, the events a new choice or the loop's notices bring, and the step's inner states.
import { accountCountryToAdopt, amountNextEnabled, countryProblem } from "../schema/amountStepRules.ts"
import type { User } from "../schema/auth.ts"

/** What the shared rules read of a journey's context. */
export interface AmountStepFields {
  readonly config: { readonly countryIsoCode?: string | undefined }
  readonly storedCountry: string | undefined
  readonly country: string | undefined
  readonly user: User | undefined
  readonly quote: unknown
}

/** A country the journey offers when it has payment channels for it. */
export interface OfferedCountry {
  readonly countryIsoCode: string
  readonly paymentChannels: ReadonlyArray<unknown>
}

/** Spec 1 §2: Next needs an offer for the amount as typed, an amount that breaks no rule, the account's country. */
export const nextAllowed = (c: AmountStepFields, amountProblem: string | undefined): boolean =>
  amountNextEnabled({
    offer: c.quote,
    amountProblem,
    countryProblem: countryProblem(c.country, c.user?.countryIsoCode),
  })

/** The account's country to adopt when a session arrives after the first choices (schema/amountStepRules.ts). */
export const arrivingCountry = (
  c: AmountStepFields,
  offered: ReadonlyArray<OfferedCountry>,
  user: User | undefined,
): string | undefined =>
  accountCountryToAdopt({
    configured: c.config.countryIsoCode,
    current: c.country,
    knownAccount: c.user?.countryIsoCode,
    arrivingAccount: user?.countryIsoCode,
    offered: offered.filter((k) => k.paymentChannels.length > 0).map((k) => k.countryIsoCode),
  })

/** The choices once an arriving account's country is adopted (by the journey's `withCountry`); none otherwise. */
export const adoptingCountry = <Context extends AmountStepFields>(
  c: Context,
  offered: ReadonlyArray<OfferedCountry>,
  user: User | undefined,
  withCountry: (c: Context, country: string) => Partial<Context>,
): Partial<Context> => {
  const country = arrivingCountry(c, offered, user)
  return country ? withCountry(c, country) : {}
}

/** The countries the first choices remember (spec 1 §4 country choice): the stored one and the account's. */
export const remembered = (c: AmountStepFields) => ({ stored: c.storedCountry, account: c.user?.countryIsoCode })

/** The session chart's news: the signed-in user, or none after a sign-out. */
export interface SessionUser {
  readonly user: User | undefined
}

const sessionUser = ({ event }: { readonly event: SessionUser }): SessionUser => ({ user: event.user })

/** The journey's `setUser` action, on a `session.user` event. */
export const keepUser = { type: "setUser", params: sessionUser } as const
/** The journey's `signingIn` guard, on a `session.user` event: a user arrives. */
export const signingIn = { type: "signingIn", params: sessionUser } as const

/** The events the `amount` state of both journeys takes alike. */
const amountEvents = {
  "country.select": { target: ".settling", actions: ["chooseCountry", "requote"] },
  // The session read after the catalogue: the account's country replaces a stored or located one.
  "session.user": [
    {
      guard: { type: "accountCountryArrives", params: sessionUser },
      target: ".settling",
      actions: [{ type: "adoptAccountCountry", params: sessionUser }, keepUser, "requote"],
    },
    { actions: keepUser },
  ],
  "channel.select": { target: ".settling", actions: ["chooseChannel", "requote"] },
  // Asking again: the page shows it is asking, not the last ask's failure (as the ID check's and the USSD page's
  // reloads do).
  "quote.fetching": { target: ".quoting", actions: "clearError" },
  "quote.ready": { target: ".quoted", actions: "keepOffer" },
  "quote.failed": { target: ".failed", actions: "keepOfferFailure" },
  "quote.idle": ".idle",
} as const

/**
 * A journey's `amount` state: the quote loop asks with the journey's `request`, the journey adds its own events
 * (`on`: typing the amount, choosing the asset, ...) and says what `quoted` does (Next, the auto-order's step).
 */
export const amountState = <Context, const On extends object, const Quoted extends object>(parts: {
  readonly request: (context: Context) => unknown
  readonly on: On
  readonly quoted: Quoted
}) => ({
  initial: "settling" as const,
  invoke: {
    id: "quote" as const,
    src: "quoteLoop" as const,
    input: ({ context }: { readonly context: Context }) => ({ request: parts.request(context) }),
  },
  on: { ...parts.on, ...amountEvents },
  states: {
    // Typing, or a new choice: the offer shown is for what was there before, so Next waits for the new one.
    settling: { tags: ["loading"] },
    // Auto-order: an amount that cannot be quoted, or no offer for it, is shown here and the user takes over.
    idle: { entry: "stopAuto" as const },
    quoting: { tags: ["loading"] },
    quoted: parts.quoted,
    failed: { tags: ["error"], entry: "stopAuto" as const },
  },
})
