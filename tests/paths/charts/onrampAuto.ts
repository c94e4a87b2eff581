// The on-ramp journey started by the auto-order route (spec 1 §4 "auto-order route", spec 2 §2 Auto-order): each
// registration of tests/model/charts/onrampAuto*.ts opens /auto-onramp with its link (the address, freezeWallet,
// requiredFields, the amount), signed in by the link's tokens or not, and shares the on-ramp's events
// (./onramp.ts: the held offer, the held wallet check, the sign-in by the mailed code, the ID check, the order).
// What every auto-order replay shares (the route's wait while the journey works, the link's tokens) is in
// ./autoJourney.ts.
import type { Page } from "@playwright/test"
import { accountLabels, additionalInfoLabels, screenTitles } from "../../../schema/labels.ts"
import { setOperatorSettings } from "../../e2e/widget.ts"
import type { ChartSpec } from "../../model/chart.ts"
import signedInChart from "../../model/charts/onrampAuto.ts"
import frozenChart from "../../model/charts/onrampAutoFrozenNoAddress.ts"
import limitsChart from "../../model/charts/onrampAutoLimits.ts"
import noAddressChart from "../../model/charts/onrampAutoNoAddress.ts"
import signedOutChart from "../../model/charts/onrampAutoSignedOut.ts"
import duringCheckChart from "../../model/charts/onrampAutoSignedOutDuringCheck.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { dialog, heading } from "./authScreens.ts"
import { openAutoOrder, shownByTheRoute, signingInWhilePreparing } from "./autoJourney.ts"
import { gates, installJourneyGates } from "./journeyGates.ts"
import { onramp } from "./onramp.ts"

type ChartEvent = Replay["event"]
/** Not a Celo address: its checksum is broken (the sandbox refuses it, as the chart's fixture says). */
const invalidAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282A"

/** The states at work (their chart tags them loading): before the journey first rests, /auto-onramp shows them. */
const working = [
  '"loading"',
  '{"amount":"settling"}',
  '{"amount":"quoting"}',
  '"checkingAddress"',
  '"validatingWallet"',
  '"checkingKyc"',
  '{"review":"loadingFields"}',
  '"creating"',
]

const firstQuote = (events: ReadonlyArray<ChartEvent>) => events.find((event) => event.type === "quote.ready")
const offerOf = (event: ChartEvent | undefined) =>
  (event?.offer as { quote?: { quoteId?: string } | null } | undefined)?.quote

/** Whether the path's offer asks for a required field the link does not give (the review's form then opens). */
const asksMore = (events: ReadonlyArray<ChartEvent>, given: Readonly<Record<string, string>>) =>
  events.some(
    (event) =>
      event.type === "xstate.done.actor.loadExtraFields" &&
      (event.output as ReadonlyArray<{ name: string; required: boolean }>).some(
        (field) => field.required && given[field.name] === undefined,
      ),
  )

/**
 * The registration's link (its input's config) as the page is opened with it, with what a real order by M-Pesa
 * also needs (the channel and carrier, the payer's phone: issue 16), varied where the path's events say what the
 * sandbox is to answer:
 * - the path's first offer is the large one (over the basic ID check's minimum): 20,000 KES;
 * - no offer: 4,940 CUSD asked in crypto, inside the sandbox's limits (up to 4,940.86) but more than any agent
 *   serves once its fee and gas are added, so the sandbox answers no offer;
 * - the wallet check refused: the address with a broken checksum;
 * - an offer that asks for a required field the link does not give: a Nigerian traditional bank (GTBank), whose
 *   offers ask for the payer's BVN (the sandbox asks Kenya's markets for nothing), 20,000 NGN.
 */
const linkOf = (registration: ChartSpec, rest: ReadonlyArray<ChartEvent>) => {
  const config = (registration.input as { config: Record<string, unknown> }).config
  const requiredFields = (config.requiredFields ?? {}) as Record<string, string>
  const link: Record<string, string> = {
    network: String(config.network),
    asset: String(config.asset),
    countryIsoCode: String(config.countryIsoCode),
    paymentChannel: "mobile_money",
    carrierCode: "safaricom",
    currency: String(config.currency ?? "local"),
    amount: String(config.amount),
    phone: "0712345678",
  }
  if (config.address !== undefined) link.address = String(config.address)
  if (config.freezeWallet) link.freezeWallet = "true"
  if (config.requiredFields) link.requiredFields = JSON.stringify(requiredFields)
  const first = firstQuote(rest)
  if (first && offerOf(first)?.quoteId === "quote-500") link.amount = "20000"
  if (first && offerOf(first) === null) Object.assign(link, { currency: "crypto", amount: "4940" })
  if (rest.some((event) => event.type === "xstate.error.actor.validateWallet")) link.address = invalidAddress
  if (asksMore(rest, requiredFields)) {
    Object.assign(link, { countryIsoCode: "NG", paymentChannel: "bank", carrierCode: "gtbank", amount: "20000" })
    delete link.phone
  }
  return new URLSearchParams(link).toString()
}

/** The buyer logs out from the account menu (the side panel's Log out), which the header offers on every page. */
const logOut = async (page: Page) => {
  await page.getByRole("button", { name: accountLabels.menu }).click()
  await page.getByRole("button", { name: accountLabels.logOut }).click()
}

const autoOnrampReplay = (registration: ChartSpec): ChartReplay => ({
  ...onramp,
  chart: registration,
  // The account exists from the start when the registration's user is signed in: the link carries its tokens.
  open: async ({ page, email, rest, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    await installJourneyGates(page, memo, "POST **/api/public/pay-widget/onramp/best-offer", false)
    await openAutoOrder(page, email, registration, linkOf(registration, rest))
  },
  // A path opened with another link starts again.
  openedAs: (rest) => linkOf(registration, rest),
  events: {
    ...onramp.events,
    "session.user": async (replay) => {
      // Signed out: the buyer logs out from the menu (the session's news reaches the journey wherever it is).
      if (replay.event.user === undefined) return logOut(replay.page)
      // Signed in: the held read of the user goes on, or the buyer signs in at /auth by the mailed code.
      return onramp.events["session.user"]?.(replay)
    },
    // The configured address refused: the journey is back at the amount, which asks for an offer again (held).
    "xstate.error.actor.validateWallet": async ({ memo }) => gates(memo).quote.arm(),
  },
  unreachable: {
    ...onramp.unreachable,
    // Signing in while /auto-onramp prepares: no user can (./autoJourney.ts).
    "session.user": signingInWhilePreparing,
  },
  // Before the journey first rests, its steps at work are shown at /auto-onramp (the screens below tell which).
  ...shownByTheRoute(onramp, working, {
    // After a sign-in the address is checked on the amount (the route table's / for the journey at work).
    '"checkingAddress"': (page: Page) => heading(page, screenTitles.onrampAmount),
    // The offer asks for what the link does not give: the review's additional-information form.
    '{"review":"details"}': (page: Page) => dialog(page, additionalInfoLabels.title),
  }),
})

/** Signed in, the address configured, an ID number given (requiredFields). */
export const onrampAuto = autoOnrampReplay(signedInChart)
/** Signed out, the address configured: the sign-in first. */
export const onrampAutoSignedOut = autoOnrampReplay(signedOutChart)
/** Signed in, no address: the wallet step asks for one. */
export const onrampAutoNoAddress = autoOnrampReplay(noAddressChart)
/** Signed in, the session ended (logged out) while the journey works. */
export const onrampAutoSignedOutDuringCheck = autoOnrampReplay(duringCheckChart)
/** Signed in, the wallet frozen with an address of blanks. */
export const onrampAutoFrozenNoAddress = autoOnrampReplay(frozenChart)
/** Signed in, an amount under the offer's minimum: the offer the sandbox answers for 50 KES carries its limits and no
 * quote (it quotes no amount outside them), where the chart's carries a quote too; either way the amount breaks the
 * limits and the journey stays there. */
export const onrampAutoLimits = autoOnrampReplay(limitsChart)
