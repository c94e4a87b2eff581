// Buy-goods' amount screen (spec 2 §2 Buy-goods) at /buy-goods, opened with the till and the amount in the link
// (?tillNumber=174379&amount=2000, Java House in the sandbox): the till, the amount, the asset to pay with, the
// sender's address typed by hand, Next: Pay. A refusal or no offer as the first answer is a till no merchant has or
// an amount below every offer's minimum, typed once the link's quote has come. The quote call is held while a path has armed it, so the waiting state is seen;
// the refresh every 30 s is the loop's own and is waited for.
import type { Page } from "@playwright/test"
import type { EventObject } from "xstate"
import { buyGoodsAmountLabels } from "../../../schema/buyGoodsLabels.ts"
import { screenTitles } from "../../../schema/labels.ts"
import { setOperatorSettings, widgetUrl } from "../../e2e/widget.ts"
import chart from "../../model/charts/buyGoods.ts"
import { shownTexts } from "../../model/expectations.ts"
import { GatedCall } from "../gatedCalls.ts"
import type { ChartReplay } from "../mapping.ts"
import { letQuoteThrough, pick, remembering, requotingWith, tagOf, untilStale } from "./amountActions.ts"
import { heading } from "./authScreens.ts"

type ChartEvent = EventObject & Record<string, unknown>

const quoteGate = (memo: Record<string, unknown>) => memo.quote as GatedCall
/** A change of what is quoted asks again at once: that call is held, so the amount waits for it. */
const requoting = requotingWith(quoteGate)

const link = "/buy-goods?tillNumber=174379&amount=2000"
const unavailable = (page: Page) => page.getByText(buyGoodsAmountLabels.unavailable, { exact: true })
const tillField = (page: Page) => page.getByRole("textbox", { name: buyGoodsAmountLabels.tillNumber })
const amountField = (page: Page) => page.getByRole("textbox", { name: buyGoodsAmountLabels.amount("KES") })
const nextButton = (page: Page) => page.getByRole("button", { name: buyGoodsAmountLabels.next })

/** Retyped whole, so the field changes even when the value is the one it had. */
const retype = async (field: ReturnType<typeof tillField>, value: string) => {
  await field.fill("")
  await field.fill(value)
}

/** The loop's refresh, 30 s after the quote (spec 2 §9): held when it leaves. */
const refreshHeld = async (memo: Record<string, unknown>) => {
  const gate = quoteGate(memo)
  gate.arm()
  const until = Date.now() + 45_000
  while (!gate.holding && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250))
  if (!gate.holding) throw new Error("the quote was not refreshed within 45 s")
}

export const buyGoods: ChartReplay = {
  chart,
  open: async ({ page, memo }) => {
    await setOperatorSettings({ quoteSeconds: 120, buyGoodsEnabled: true })
    memo.quote = await GatedCall.install(page, "the quote", "GET **/api/public/pay-widget/buy-goods/quote*", true)
    await page.goto(widgetUrl(link))
  },
  calls: {
    // The catalogue's own call (with the assets, the features and the location).
    loadCatalog: "GET **/api/public/pay-widget/offramp/payment-channels*",
    createOrder: "POST **/api/public/pay-widget/buy-goods/create-order",
  },
  events: remembering({
    // Buy-goods switched off by the operator (the catalogue's features say so): the page opened before is let go and
    // opened again once the switch is off; the switch is on again once the page says so (or gave up).
    "xstate.done.actor.loadCatalog": async ({ page, event, release }) => {
      if ((event.output as { enabled?: boolean }).enabled !== false) return
      await release("loadCatalog")
      await setOperatorSettings({ buyGoodsEnabled: false })
      await page.goto(widgetUrl(link))
      void unavailable(page)
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined)
        .finally(() => setOperatorSettings({ buyGoodsEnabled: true }))
    },
    "xstate.error.actor.loadCatalog": async () => "lost",
    "till.change": requoting(async ({ page, event }) => retype(tillField(page), String(event.value))),
    "amount.change": requoting(async ({ page, event }) => retype(amountField(page), String(event.value))),
    "asset.select": requoting(async ({ page, event }) => pick(page, buyGoodsAmountLabels.asset, String(event.asset))),
    // The loop asks by itself: at the start (the call is out, held), or its refresh after Next.
    "quote.fetching": async ({ memo }) => {
      if (memo.last === "next") await refreshHeld(memo)
    },
    // Nothing to ask for: the buyer empties the amount.
    "quote.idle": requoting(async ({ page }) => amountField(page).fill("")),
    // The quote arrives (made short-lived when the path's order is refused later for a stale quote); no offer: an
    // amount below every offer's minimum, typed.
    "quote.ready": async (replay) => {
      if (replay.event.offer === null) {
        await quoteGate(replay.memo).answer("go", { disarm: false })
        await retype(amountField(replay.page), "1")
      }
      await letQuoteThrough(replay, quoteGate(replay.memo), "/buy-goods/quote")
    },
    // Refused: a till no merchant has, typed; after Next, the refresh finds buy-goods paused by the operator.
    "quote.failed": async ({ page, memo }) => {
      const refused = () => page.waitForResponse((r) => r.url().includes("/buy-goods/quote"))
      if (memo.last !== "next") {
        await quoteGate(memo).answer("go", { disarm: false })
        await retype(tillField(page), "99999")
        const answered = refused()
        await quoteGate(memo).answer("go", { disarm: false })
        return answered
      }
      await setOperatorSettings({ buyGoodsEnabled: false })
      try {
        await refreshHeld(memo)
        const answered = refused()
        await quoteGate(memo).answer("go", { disarm: true })
        await answered
      } finally {
        await setOperatorSettings({ buyGoodsEnabled: true })
      }
    },
    "address.change": async ({ page, event }) =>
      page.getByRole("textbox", { name: buyGoodsAmountLabels.fromAddress }).fill(String(event.value)),
    next: async ({ page }) => nextButton(page).click(),
    "xstate.done.actor.createOrder": async () => {},
    // A stale quote: the one made to last a second has expired before the order reaches the sandbox; a lost
    // connection: dropped. Either way the amount asks for a quote again: held.
    "xstate.error.actor.createOrder": async (replay) => {
      quoteGate(replay.memo).arm()
      if (tagOf(replay.event.error) !== "QuoteExpired") return "lost"
      await untilStale(replay)
    },
  }),
  unreachable: {
    // The loop goes idle only after a change of what is asked (the amount emptied), an event of its own that clears
    // the amount's message; a path that keeps it through quote.idle has no such change before it.
    "quote.idle": (sentIn) =>
      sentIn && shownTexts(sentIn).length > 0
        ? "the loop goes idle only after a change of the amount, which clears what the amount shows"
        : undefined,
    // The refresh asks for the same till and amount; no sandbox control takes the offers away meanwhile.
    "quote.ready": (sentIn, event) =>
      (event as ChartEvent).offer === null && sentIn?.matches({ editing: "quoted" })
        ? "no sandbox control takes the offers away between a quote and its refresh"
        : undefined,
  },
  buttons: { next: nextButton },
  screens: {
    '"loading"': (page) => heading(page, screenTitles.buyGoods),
    '"unavailable"': unavailable,
    '"failed"': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"settling"}': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"idle"}': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"quoting"}': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"noOffer"}': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"refused"}': (page) => heading(page, screenTitles.buyGoods),
    '{"editing":"quoted"}': (page) => heading(page, screenTitles.buyGoods),
    '"creating"': (page) => heading(page, screenTitles.buyGoods),
    '"done"': (page) => heading(page, screenTitles.buyGoodsPay),
  },
}
