// The on-ramp journey (spec 1 §2, §4) as a buyer walks it: the amount at /, the wallet, the sign-in at /auth, the ID
// check, the review at /swap and the order's page. The widget opens on M-Pesa in Kenya for 2,000 KES of CUSD on Celo
// (20,000 KES when the path's offer is the large one, over the sandbox's basic ID-check minimum), with the payer's
// phone in the link (M-Pesa sends a payment prompt, issue 16). The buyer's account exists from the start and the
// session's read of it is held: a path where the user arrives on the amount or while the wallet is checked lets
// that read go on; any other drops it before the first step that depends on who the user is, so the buyer is
// signed out and signs in at /auth by the code the sandbox mails.
import type { Page } from "@playwright/test"
import type { EventObject } from "xstate"
import { amountLabels, kycLabels, reviewLabels, screenTitles, walletLabels } from "../../../schema/labels.ts"
import { fillIdCheck } from "../../e2e/idCheck.ts"
import { makeOrder } from "../../e2e/orders.ts"
import { setOperatorSettings, signInByCode, signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/onramp.ts"
import { shownTexts } from "../../model/expectations.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { pick, remembering, requotingWith, tagOf, untilStale } from "./amountActions.ts"
import { heading } from "./authScreens.ts"
import { gates, installJourneyGates, offerLoopEvents } from "./journeyGates.ts"

type ChartEvent = EventObject & Record<string, unknown>

const address = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
/** Not a Celo address: its checksum is broken (the sandbox refuses it as the chart's fixture says). */
const invalidAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282A"

/** The session is settled as signed out: the held read of the user is dropped (a lost connection: the session stays
 * anonymous). Done only where the journey asks whether the user is signed in, as a path that goes on from this one's
 * page may still need that read (the user arriving on the amount or while the wallet is checked). */
const settleSignedOut = async ({ memo }: Replay) => {
  const { user } = gates(memo)
  if (user.isArmed) await user.answer("lost", { disarm: true })
}

const payField = (page: Page) => page.getByRole("textbox", { name: new RegExp(`^${amountLabels.youPay} \\(`) })
const receiveField = (page: Page) => page.getByRole("textbox", { name: new RegExp(`^${amountLabels.youReceive} \\(`) })
const amountNext = (page: Page) => page.getByRole("button", { name: /^Next/ })
/** What sends back: the wallet step's Back, the review's Change criteria (spec 1 §2: Swap). */
const backButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^(${walletLabels.back}|${reviewLabels.changeCriteria})$`) })

/** A choice on the amount asks for a new offer at once: that call is held, so the amount waits for it. */
const requoting = requotingWith((memo) => gates(memo).quote)

/** The basic ID check as the buyer passes it (the sandbox approves a well-formed national ID at once). */
const passIdCheck = async (page: Page, beforeContinue: () => void) => {
  await fillIdCheck(page, "A1234567")
  await page.getByRole("button", { name: kycLabels.submit }).click()
  const proceed = page.getByRole("button", { name: kycLabels.continue })
  await proceed.waitFor({ timeout: 30_000 })
  beforeContinue()
  await proceed.click()
}

/** The country of the account the path's first signed-in user has, when it is not Kenya (the link's). */
const accountAbroad = (events: ReadonlyArray<ChartEvent>) => {
  const arriving = events.find((event) => event.type === "session.user" && event.user !== undefined)
  const country = (arriving?.user as { countryIsoCode?: string } | undefined)?.countryIsoCode
  return country !== undefined && country !== "KE" ? country : undefined
}

/** The offer the path's first quote stands for: the large one needs the basic ID check. */
const amountFor = (events: ReadonlyArray<ChartEvent>) => {
  const first = events.find((event) => event.type === "quote.ready")
  return JSON.stringify(first ?? {}).includes('"quote-500"') ? 20000 : 2000
}

export const onramp: ChartReplay = {
  chart,
  open: async ({ page, email, rest, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    // The account the path's user has: one in another offered country (Nigeria) is made there, and the link then
    // names no country or Kenyan method, so the account's country is the one the amount takes (spec 1 §4).
    const abroad = accountAbroad(rest)
    const { tokens } = await signInThroughApi(email, abroad ?? "KE")
    await installJourneyGates(page, memo, "POST **/api/public/pay-widget/onramp/best-offer", true)
    memo.channelsHeld = true
    await page.goto(
      widgetUrl(
        abroad
          ? `/?network=CELO&asset=CUSD&${tokenQuery(tokens)}`
          : `/?network=CELO&asset=CUSD&countryIsoCode=KE&paymentChannel=mobile_money&carrierCode=safaricom&currency=local&amount=${amountFor(rest)}&phone=0712345678&${tokenQuery(tokens)}`,
      ),
    )
  },
  calls: {
    // The catalogue's own call (the countries, assets and features are the page's shared reads).
    loadCatalog: "GET **/api/public/pay-widget/onramp/payment-channels*",
    validateWallet: "POST **/api/public/pay-widget/onramp/validate-wallet",
    loadExtraFields: "GET **/api/private/swaps/sell/*/required-fields",
    // The order's first call: the amounts are checked against the quote, then the order is made.
    createOrder: "POST **/api/public/pay-widget/onramp/validate-transfer-amount",
  },
  events: remembering({
    ...offerLoopEvents("/onramp/best-offer", payField),
    // Typing in You Receive asks in the asset: the currency turns to crypto.
    "currency.toggle": requoting(async ({ page }) => receiveField(page).fill("15")),
    "asset.select": requoting(async ({ page, event }) => pick(page, amountLabels.asset, String(event.asset))),
    // Mobile money starts with its first carrier (M-Pesa); the registration's pick is the second, Airtel Money.
    "channel.select": requoting(async ({ page }) => {
      await pick(page, amountLabels.paymentMethod, "Mobile money")
      await pick(page, amountLabels.carrier, "Airtel Money")
    }),
    "country.select": requoting(async ({ page }) => pick(page, amountLabels.country, "Nigeria")),
    // From the amount with an address already given, Next asks whether the user is signed in.
    next: async (replay) => {
      if (new URL(replay.page.url()).pathname === "/" && replay.memo.addressTyped) await settleSignedOut(replay)
      await amountNext(replay.page).click()
    },
    back: requoting(async ({ page }) => backButton(page).click()),
    // The wallet check's answer is the sandbox's: a mistyped address is refused.
    "address.change": async ({ page, rest, memo }) => {
      const answer = rest.find((next) => next.type.endsWith(".actor.validateWallet"))
      const refused = answer?.type === "xstate.error.actor.validateWallet"
      await page.getByRole("textbox", { name: /^Wallet address/ }).fill(refused ? invalidAddress : address)
      memo.addressTyped = true
    },
    // An accepted address leads on as the user is signed in or not.
    "xstate.done.actor.validateWallet": settleSignedOut,
    "xstate.error.actor.validateWallet": async () => {},
    // The user arrives: the read of a user signed in before goes on, or the buyer signs in at /auth. No user: the
    // buyer signs in and the session's read of the new account is held (the session is still finding out).
    "session.user": async (replay) => {
      const { page, event, email, memo } = replay
      const { user } = gates(memo)
      if (event.user !== undefined && user.isArmed) {
        // The account's country replaces the amount's: the new offer it asks for is held, so the amount waits.
        if (accountAbroad([event])) gates(memo).quote.arm()
        return user.answer("go", { disarm: true })
      }
      await settleSignedOut(replay)
      if (event.user === undefined) user.arm()
      await signInByCode(page, email)
    },
    "xstate.done.actor.loadKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("go", { disarm: true }),
    "xstate.error.actor.loadKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("lost", { disarm: true }),
    // The ID check passed and Continue pressed: the journey reads the status again (held).
    "xstate.done.actor.kyc": async ({ page, memo }) => passIdCheck(page, () => gates(memo).kycStatus.arm()),
    "xstate.done.actor.loadExtraFields": async () => {},
    "payer.phone": async ({ page, event }) =>
      page.getByRole("textbox", { name: /phone/i }).first().fill(String(event.value)),
    "order.create": async ({ page }) => page.getByRole("button", { name: reviewLabels.createOrder }).click(),
    "xstate.done.actor.createOrder": async () => {},
    // An order in progress: the buyer has one open already (made through the same calls); a stale offer: the quote
    // made to last a second (quote.ready) has expired before the order reaches the sandbox, and the amount asks for a
    // new offer on return, held; a lost connection: the call is dropped.
    "xstate.error.actor.createOrder": async (replay) => {
      const { event, email, memo } = replay
      if (tagOf(event.error) === "OrderInProgress") await makeOrder(widgetUrl(""), email)
      else if (tagOf(event.error) === "QuoteExpired") {
        await untilStale(replay)
        gates(memo).quote.arm()
      } else if (tagOf(event.error) === "ApiError") return "lost"
      else throw new Error(`no sandbox control refuses an order with ${JSON.stringify(event.error)}`)
    },
  }),
  // The order the sandbox makes has an id of its own where the chart's fixture says order-1. The sign-in the
  // journey waits on (verify, and the ID-check status read as it ends) shows at /auth, then /otp once a code is sent.
  routeOnPage: (written, pathname) => {
    if (written.startsWith("/ussd/")) return /^\/ussd\/[^/]+$/.test(pathname)
    if (written === "/auth") return pathname === "/auth" || pathname === "/otp"
    return pathname === written
  },
  unreachable: {
    // Spec 1 §2 gives the sign-in page and the ID check no Back; Telegram's own back button sends it there
    // (screens/shell/TelegramBack.tsx), and the replay runs in a plain browser.
    back: (sentIn) => {
      if (sentIn?.matches("verify")) return "the sign-in page (/auth) offers no Back outside Telegram"
      if (sentIn?.matches("kyc")) return "the ID check (/onramp/kyc) offers no Back outside Telegram"
      if (sentIn?.matches({ review: "loadingFields" }))
        return "the review's Change criteria is disabled while the additional-field definitions load"
      return undefined
    },
    // The quote loop goes idle only after the buyer changes what is asked (here: empties the amount), an event of
    // its own that clears the amount's message and notice; a path that keeps them through quote.idle has no such
    // change before it.
    "quote.idle": (sentIn) =>
      sentIn && shownTexts(sentIn).length > 0
        ? "the loop goes idle only after a change of the amount, which clears what the amount shows"
        : undefined,
    // The review's fields, the phone's among them, are disabled while its additional-field definitions load.
    "payer.phone": (sentIn) =>
      sentIn?.matches({ review: "loadingFields" })
        ? "the review's phone field is disabled while the additional-field definitions load"
        : undefined,
    "memo.change":
      "the wallet step offers a memo only on networks that take one (spec 1 §5: STELLAR, TON); the chart's input is Celo",
  },
  buttons: {
    next: amountNext,
    back: backButton,
    "order.create": (page) => page.getByRole("button", { name: reviewLabels.createOrder }),
  },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.onrampAmount),
    '"unavailable"': (page) => heading(page, screenTitles.onrampAmount),
    '{"amount":"settling"}': (page) => heading(page, screenTitles.onrampAmount),
    '{"amount":"quoting"}': (page) => heading(page, screenTitles.onrampAmount),
    '{"amount":"idle"}': (page) => heading(page, screenTitles.onrampAmount),
    '{"amount":"failed"}': (page) => heading(page, screenTitles.onrampAmount),
    '{"amount":"quoted"}': (page) => heading(page, screenTitles.onrampAmount),
    '"wallet"': (page) => heading(page, screenTitles.wallet),
    '"validatingWallet"': (page) => heading(page, screenTitles.wallet),
    // The sign-in: the e-mail at /auth, then the code at /otp.
    '"verify"': (page) => heading(page, screenTitles.auth).or(heading(page, screenTitles.otp)),
    '"kyc"': (page) => heading(page, screenTitles.kyc),
    '{"review":"loadingFields"}': (page) => heading(page, screenTitles.swap),
    '{"review":"ready"}': (page) => heading(page, screenTitles.swap),
    '"creating"': (page) => heading(page, screenTitles.swap),
    '"created"': (page) => heading(page, screenTitles.ussd),
  },
}
