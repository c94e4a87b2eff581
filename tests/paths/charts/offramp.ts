// The off-ramp journey (spec 2 §2, §4) as a seller walks it: the amount at /offramp (CUSD on Celo, M-Pesa in Kenya,
// the page's own first amount), the sign-in at /offramp/auth (by the code the sandbox mails, or Continue without an
// account), the ID check at /offramp/kyc, the payout details at /offramp/create and the Pay step, where the order is
// made from the address the seller types (the manual mode: typing is the chart's address.change). The seller's
// account exists from the start and the session's read of it is held: a path where the user arrives on the amount
// lets that read go on; any other drops it before Next, so the seller is signed out and meets the sign-in.
import type { Page } from "@playwright/test"
import type { AnyMachineSnapshot } from "xstate"
import { amountLabels, kycLabels, screenTitles } from "../../../schema/labels.ts"
import {
  offrampAmountLabels,
  offrampDetailsLabels,
  offrampLoginLabels,
  offrampPayLabels,
} from "../../../schema/offrampLabels.ts"
import { fillIdCheck } from "../../e2e/idCheck.ts"
import { setOperatorSettings, signInByCode, signInThroughApi, tokenQuery, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/offramp.ts"
import { shownTexts } from "../../model/expectations.ts"
import type { ChartReplay, Replay } from "../mapping.ts"
import { pick, remembering, requotingWith, tagOf, untilStale } from "./amountActions.ts"
import { heading } from "./authScreens.ts"
import { gates, installJourneyGates, offerLoopEvents } from "./journeyGates.ts"

/** The session is settled as signed out: the held read of the user is dropped (a lost connection: the session stays
 * anonymous), where the journey asks whether the user is signed in. */
const settleSignedOut = async ({ memo }: Replay) => {
  const { user } = gates(memo)
  if (user.isArmed) await user.answer("lost", { disarm: true })
}

const payField = (page: Page) => page.getByRole("textbox", { name: new RegExp(`^${offrampAmountLabels.youPay} \\(`) })
const nextButton = (page: Page) => page.getByRole("button", { name: /^Next: / })
const dialog = (page: Page) => page.getByRole("dialog")
/** A choice on the amount asks for a new offer at once: that call is held, so the amount waits for it. */
const requoting = requotingWith((memo) => gates(memo).quote)
const fromAddress = (page: Page) => page.getByRole("textbox", { name: offrampPayLabels.fromAddress })

/** The details the sandbox asks of an M-Pesa payout in Kenya, as a seller fills them; a number of no country when
 * the sandbox is to refuse them (the path's next answer of the check says so). */
const fillDetails = async ({ page, rest }: Replay) => {
  const answer = rest.find((next) => next.type.endsWith(".actor.validateFields"))
  const refused = answer?.type === "xstate.error.actor.validateFields"
  await page.getByRole("button", { name: "Mobile network" }).click()
  await dialog(page).locator(".picker-item").first().click()
  await page.getByRole("textbox", { name: "Mobile number" }).fill(refused ? "0712" : "0712 345 678")
  await page.getByRole("textbox", { name: "Account name" }).fill("Amina Otieno")
}

/** Spec 2 §2 gives the sign-in, the ID check and the Pay step no Back; Telegram's own back button sends it there
 * (screens/shell/TelegramBack.tsx), and the replay runs in a plain browser (in Telegram the sale is TON only). */
const backOutsideTelegram = (sentIn: AnyMachineSnapshot | undefined) =>
  sentIn?.matches("verify") || sentIn?.matches("kyc") || sentIn?.matches("pay")
    ? `the page at ${sentIn.matches("verify") ? "/offramp/auth" : sentIn.matches("kyc") ? "/offramp/kyc" : "/offramp/pay"} offers no Back outside Telegram`
    : undefined

export const offramp: ChartReplay = {
  chart,
  open: async ({ page, email, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120 })
    const { tokens } = await signInThroughApi(email)
    await installJourneyGates(page, memo, "GET **/api/public/pay-widget/offramp/best-offer*", true)
    await page.goto(
      widgetUrl(`/offramp?network=CELO&asset=CUSD&countryIsoCode=KE&paymentChannel=mobile_money&${tokenQuery(tokens)}`),
    )
  },
  calls: {
    // The catalogue's own call (the countries, assets and features are the page's shared reads).
    loadCatalog: "GET **/api/public/pay-widget/offramp/payment-channels*",
    // The anonymous call or the account's: both end so.
    validateFields: "POST **/offramp/validate-fields*",
    createOrder: "POST **/offramp/create-order*",
  },
  events: remembering({
    ...offerLoopEvents("/offramp/best-offer", payField),
    "asset.select": requoting(async ({ page, event }) => pick(page, amountLabels.asset, String(event.asset))),
    "channel.select": requoting(async ({ page }) => pick(page, amountLabels.paymentMethod, "Mobile money")),
    "country.select": requoting(async ({ page }) => pick(page, amountLabels.country, "Nigeria")),
    // From the amount, Next asks whether the user is signed in; from the confirmed details it leads to Pay.
    next: async (replay) => {
      if (new URL(replay.page.url()).pathname === "/offramp") await settleSignedOut(replay)
      await nextButton(replay.page).click()
    },
    // Back to the amount asks for a new offer at once: held.
    back: requoting(async ({ page }) =>
      page.getByRole("button", { name: offrampDetailsLabels.back, exact: true }).click(),
    ),
    // The user arrives: the read of a user signed in before goes on, or the seller signs in at /offramp/auth (back
    // there by the browser's Back after going on without an account). No user: the seller signs in and the session's
    // read of the new account is held (the session is still finding out).
    "session.user": async (replay) => {
      const { page, event, email, memo } = replay
      const { user } = gates(memo)
      if (event.user !== undefined && user.isArmed) return user.answer("go", { disarm: true })
      await settleSignedOut(replay)
      if (new URL(page.url()).pathname !== "/offramp/auth") {
        await page.goBack()
        await heading(page, screenTitles.auth).waitFor()
      }
      if (event.user === undefined) user.arm()
      await signInByCode(page, email)
    },
    "anonymous.continue": async ({ page }) =>
      page.getByRole("button", { name: offrampLoginLabels.withoutAccount }).click(),
    "xstate.done.actor.peekKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("go", { disarm: true }),
    "xstate.error.actor.peekKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("lost", { disarm: true }),
    "xstate.done.actor.loadKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("go", { disarm: true }),
    "xstate.error.actor.loadKycStatus": async ({ memo }) => gates(memo).kycStatus.answer("lost", { disarm: true }),
    // The ID check passed and Continue pressed: the journey reads the status again (held).
    "xstate.done.actor.kyc": async ({ page, memo }) => {
      await fillIdCheck(page, "A1234567")
      await page.getByRole("button", { name: kycLabels.submit }).click()
      const proceed = page.getByRole("button", { name: kycLabels.continue })
      await proceed.waitFor({ timeout: 30_000 })
      gates(memo).kycStatus.arm()
      await proceed.click()
    },
    "field.change": fillDetails,
    "details.validate": async ({ page }) => page.getByRole("button", { name: offrampDetailsLabels.validate }).click(),
    "xstate.done.actor.validateFields": async () => {},
    // The number typed is no mobile number of Kenya (field.change): the sandbox refuses it.
    "xstate.error.actor.validateFields": async () => {},
    "details.edit": async ({ page }) => page.getByRole("button", { name: offrampDetailsLabels.edit }).click(),
    // The seller pays by hand: the address they send from, typed.
    "address.change": async ({ page, event }) => {
      if (!(await fromAddress(page).isVisible()))
        await page.getByRole("button", { name: offrampPayLabels.manual }).click()
      await fromAddress(page).fill(String(event.value))
    },
    "order.create": async ({ page }) => page.getByRole("button", { name: offrampPayLabels.createOrder }).click(),
    "xstate.done.actor.createOrder": async () => {},
    // A stale offer: the quote made to last a second (quote.ready) has expired before the order reaches the sandbox
    // (the seller may get there sooner); the amount asks for a new offer on return, held. A lost connection: the call
    // is dropped.
    "xstate.error.actor.createOrder": async (replay) => {
      const { event, memo } = replay
      if (tagOf(event.error) === "QuoteExpired") {
        await untilStale(replay)
        gates(memo).quote.arm()
      } else if (tagOf(event.error) === "ApiError") return "lost"
      else throw new Error(`no sandbox control refuses an order with ${JSON.stringify(event.error)}`)
    },
  }),
  // The sign-in the chart writes as /offramp/auth takes the code at /offramp/otp (spec 2 §2), where the seller stays
  // while the journey reads what comes next.
  routeOnPage: (written, pathname) =>
    written === "/offramp/auth" ? ["/offramp/auth", "/offramp/otp"].includes(pathname) : pathname === written,
  unreachable: {
    back: backOutsideTelegram,
    // The quote loop goes idle only after the seller changes what is asked (here: empties the amount), an event of
    // its own that clears the amount's message and notice; a path that keeps them through quote.idle has no such
    // change before it.
    "quote.idle": (sentIn) =>
      sentIn && shownTexts(sentIn).length > 0
        ? "the loop goes idle only after a change of the amount, which clears what the amount shows"
        : undefined,
  },
  buttons: {
    next: nextButton,
    back: (page) => page.getByRole("button", { name: offrampDetailsLabels.back, exact: true }),
    "details.edit": (page) => page.getByRole("button", { name: offrampDetailsLabels.edit }),
    "order.create": (page) => page.getByRole("button", { name: offrampPayLabels.createOrder }),
  },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.offrampAmount),
    '"unavailable"': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":"settling"}': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":"quoting"}': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":"idle"}': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":"failed"}': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":{"quoted":"readingKyc"}}': (page) => heading(page, screenTitles.offrampAmount),
    '{"amount":{"quoted":"ready"}}': (page) => heading(page, screenTitles.offrampAmount),
    // The sign-in: its e-mail, or its code once sent (where a seller signed in waits while the session reads them).
    '"verify"': (page) =>
      page.getByRole("heading", { level: 1, name: new RegExp(`^(${screenTitles.auth}|${screenTitles.otp})$`) }),
    '"kyc"': (page) => heading(page, screenTitles.kyc),
    '{"details":"editing"}': (page) => heading(page, screenTitles.offrampDetails),
    '{"details":"validating"}': (page) => heading(page, screenTitles.offrampDetails),
    '{"details":"confirming"}': (page) => heading(page, screenTitles.offrampDetails),
    '"pay"': (page) => heading(page, screenTitles.offrampPay),
    '"creating"': (page) => heading(page, screenTitles.offrampPay),
    '"created"': (page) => heading(page, screenTitles.offrampPay),
  },
}
