// The calls the on-ramp's and the off-ramp's journeys wait on, gated as they leave the page (gatedCalls.ts): the best
// offer, the session's read of the user and the ID check's status; and the amount's offer loop, which the two drive
// alike. Shared by the two journeys' mappings and their auto-order registrations.
import type { Locator, Page } from "@playwright/test"
import { amountLabels } from "../../../schema/labels.ts"
import { GatedCall } from "../gatedCalls.ts"
import type { Replay } from "../mapping.ts"
import { letQuoteThrough, pick, requotingWith } from "./amountActions.ts"

export interface JourneyGates {
  readonly quote: GatedCall
  readonly user: GatedCall
  readonly kycStatus: GatedCall
}

/** The gates `installJourneyGates` kept in the path's memo. */
export const gates = (memo: Record<string, unknown>) => memo.gates as JourneyGates

/**
 * Gates the journey's calls on the page, the best offer being `bestOffer` ("METHOD glob"). The session's read of the
 * user is held from the start only where the path decides who the user is (`holdUser`); an auto-order starts the
 * journey once the session knows, so its read goes on.
 */
export const installJourneyGates = async (
  page: Page,
  memo: Record<string, unknown>,
  bestOffer: string,
  holdUser: boolean,
) => {
  const installed: JourneyGates = {
    quote: await GatedCall.install(page, "the best offer", bestOffer, true),
    user: await GatedCall.install(page, "the session's user", "GET **/api/private/auth/user", holdUser),
    kycStatus: await GatedCall.install(page, "the ID check's status", "GET **/api/private/auth/user/kyc/status*", true),
  }
  memo.gates = installed
}

/**
 * The amount's catalogue and offer loop as the user and the sandbox drive them: the offer (`offerUrl`, part of its
 * address) arrives or is lost; the loop asks again by itself once the amount is entered (the call is out, held), or
 * after a failure when the user picks the payment method again (a choice keeps the failure's message until the
 * answer, as the chart does); nothing to ask for once the amount (`payField`) is emptied.
 */
export const offerLoopEvents = (offerUrl: string, payField: (page: Page) => Locator) => {
  const requoting = requotingWith((memo) => gates(memo).quote)
  return {
    "xstate.done.actor.loadCatalog": async () => {},
    "xstate.error.actor.loadCatalog": async () => "lost",
    // The offer arrives (made short-lived when the path's order is refused later for a stale offer).
    "quote.ready": async (replay: Replay) => letQuoteThrough(replay, gates(replay.memo).quote, offerUrl),
    "quote.failed": async ({ memo }: Replay) => gates(memo).quote.answer("lost", { disarm: false }),
    "quote.fetching": async ({ page, memo }: Replay) => {
      if (memo.last !== "quote.failed") return
      gates(memo).quote.arm()
      await pick(page, amountLabels.paymentMethod, "Mobile money")
    },
    "quote.idle": requoting(async ({ page }) => payField(page).fill("")),
    "amount.change": requoting(async ({ page, event }) => payField(page).fill(String(event.value))),
  }
}
