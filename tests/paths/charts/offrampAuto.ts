// The off-ramp journey started by the auto-order route (spec 2 §2 Auto-order): each registration of
// tests/model/charts/offrampAuto*.ts opens /auto-onramp with its link (flow=offramp, the amount in CUSD, the frozen
// amount and wallet with the address they sell from), signed in by the link's tokens or not, with the payout details
// this device remembers from an earlier sale (the registration's storedFields), and shares the off-ramp's events
// (./offramp.ts: the held offer, the held KYC status, the sign-in by the mailed code, the held details check). What
// every auto-order replay shares (the route's wait while the journey works, the link's tokens) is in
// ./autoJourney.ts.
import type { Page } from "@playwright/test"
import { screenTitles } from "../../../schema/labels.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import signedInChart from "../../model/charts/offrampAuto.ts"
import noDetailsChart from "../../model/charts/offrampAutoNoDetails.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { openAutoOrder, shownByTheRoute, signingInWhilePreparing } from "./autoJourney.ts"
import { installJourneyGates } from "./journeyGates.ts"
import { offramp } from "./offramp.ts"

type ChartEvent = Replay["event"]

/** The states at work (their chart tags them loading): before the journey first rests, /auto-onramp shows them. */
const working = [
  '"loading"',
  '{"amount":"settling"}',
  '{"amount":"quoting"}',
  '"checkingKyc"',
  '{"details":"validating"}',
  '"creating"',
]

/** Where the off-ramp keeps the payout details the server accepted, prefilled next time (screens/wiring/offramp.ts). */
const fieldsKey = "pay-widget.offramp.fields"

const offerOf = (event: ChartEvent | undefined) => (event?.offer as { quote?: unknown } | undefined)?.quote
/** The loop's first word on the amount: an offer (or none), a failure, or nothing to ask for. */
const firstAnswer = (events: ReadonlyArray<ChartEvent>) =>
  events.find((event) => ["quote.ready", "quote.failed", "quote.idle"].includes(event.type))

/**
 * The registration's link (its input's config) as the page is opened with it, with what a real sale by M-Pesa also
 * needs (the payment channel) and the manual flow (manualFlow: the replay's browser has no wallet, so the seller
 * pays by hand, as ./offramp.ts does, and Pay opens with Create order for the frozen address rather than the wallet
 * buttons and the switch to paying by hand), varied where the path's events say what the sandbox is to answer:
 * - nothing to ask for (quote.idle first): 20.125 CUSD, which breaks the amount's two decimals (spec 2 §5), so the
 *   loop asks nothing (without an amount the journey would ask for its own first amount);
 * - no offer: 1.02 CUSD, the sandbox's minimum for a sale of CUSD in Kenya (its limits answer 1.02), which no agent
 *   serves once the payout is rounded down to whole shillings (129 KES, under the smallest payout of 129.50).
 */
const linkOf = (registration: ChartSpec, rest: ReadonlyArray<ChartEvent>) => {
  const config = (registration.input as { config: Record<string, unknown> }).config
  const link: Record<string, string> = {
    flow: "offramp",
    network: String(config.network),
    asset: String(config.asset),
    countryIsoCode: String(config.countryIsoCode),
    paymentChannel: "mobile_money",
    currency: String(config.currency),
    amount: String(config.amount),
    manualFlow: "true",
  }
  if (config.freezeAmount) link.freezeAmount = "true"
  if (config.freezeWallet) link.freezeWallet = "true"
  if (config.address !== undefined) link.address = String(config.address)
  const first = firstAnswer(rest)
  if (first?.type === "quote.idle") link.amount = "20.125"
  if (first?.type === "quote.ready" && offerOf(first) === null) link.amount = "1.02"
  return new URLSearchParams(link).toString()
}

/**
 * The payout details this device remembers, as a seller typed them on an earlier sale: the registration's
 * storedFields with what the sandbox's M-Pesa payout in Kenya asks besides (the mobile network and number); the
 * number is one of no country when the path's check of them is refused.
 */
const storedOf = (registration: ChartSpec, rest: ReadonlyArray<ChartEvent>) => {
  const stored = (registration.input as { storedFields?: Record<string, string> }).storedFields
  if (!stored) return undefined
  const refused = rest.some((event) => event.type === "xstate.error.actor.validateFields")
  return { carrierCode: "safaricom", phoneNumber: refused ? "0712" : "0712 345 678", ...stored }
}

const autoOfframpReplay = (registration: ChartSpec): ChartReplay => ({
  ...offramp,
  chart: registration,
  open: async ({ page, email, rest, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    const stored = storedOf(registration, rest)
    if (stored)
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: fieldsKey,
        value: JSON.stringify(stored),
      })
    await installJourneyGates(page, memo, "GET **/api/public/pay-widget/offramp/best-offer*", false)
    await openAutoOrder(page, email, registration, linkOf(registration, rest))
  },
  // A path opened with another link or other remembered details starts again.
  openedAs: (rest) => JSON.stringify([linkOf(registration, rest), storedOf(registration, rest)]),
  events: {
    ...offramp.events,
    // The link's amount breaks a rule (linkOf): the loop has nothing to ask for from the start.
    "quote.idle": async () => {},
  },
  unreachable: {
    ...offramp.unreachable,
    // Signing in while /auto-onramp prepares: no user can (./autoJourney.ts).
    "session.user": signingInWhilePreparing,
    // An offer on the 30 s refresh where the same sale had none: with the amount and the wallet frozen, the loop asks
    // again for the very sale, and no sandbox control changes the agents' book in between.
    "quote.ready": (sentIn, event) =>
      sentIn?.matches({ amount: "quoted" }) &&
      (sentIn.context as { quote?: unknown }).quote === null &&
      offerOf(event as ChartEvent)
        ? "no sandbox control brings an offer on the refresh of a sale the agents' book had none for"
        : undefined,
  },
  // Before the journey first rests, its steps at work are shown at /auto-onramp.
  ...shownByTheRoute(offramp, working, {
    // Signed in by the mailed code, the seller waits at /offramp/otp while the status is read.
    '"checkingKyc"': (page: Page) =>
      page.getByRole("heading", { level: 1, name: new RegExp(`^(${screenTitles.auth}|${screenTitles.otp})$`) }),
  }),
})

/** Signed in, the amount and the wallet frozen, the account's name remembered: on to Pay by itself. */
export const offrampAuto = autoOfframpReplay(signedInChart)
/** Signed out, nothing remembered: the sign-in, then the details form. */
export const offrampAutoNoDetails = autoOfframpReplay(noDetailsChart)
