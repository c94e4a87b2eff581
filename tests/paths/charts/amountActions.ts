// What the mappings of journeys that start on an amount with a quote loop do alike (the off-ramp, buy-goods): a
// change that asks for a new quote at once, held; the event that came last, kept; a picker's option chosen; a stale
// quote foreseen in the events to come.
import type { Page } from "@playwright/test"
import { setOperatorSettings } from "../../e2e/widget.ts"
import type { GatedCall } from "../gatedCalls.ts"
import type { Replay } from "../mapping.ts"

type Action = (replay: Replay) => Promise<unknown>

/** The tag of a chart event's error (`QuoteExpired`, `ApiError`). */
export const tagOf = (error: unknown) => (error as { _tag?: string } | undefined)?._tag

/** A change that asks for a new quote at once: the quote call (`gate`) is held, so the amount waits for it. */
export const requotingWith =
  (gate: (memo: Record<string, unknown>) => GatedCall) => (action: Action) => async (replay: Replay) => {
    gate(replay.memo).arm()
    await action(replay)
  }

/** Each action, keeping which event came last (the loop's ask after a failure or after Next is another's). */
export const remembering = (actions: Readonly<Record<string, Action>>) =>
  Object.fromEntries(
    Object.entries(actions).map(([type, action]) => [
      type,
      async (replay: Replay) => {
        const outcome = await action(replay)
        replay.memo.last = type
        return outcome
      },
    ]),
  )

/** A picker's option, as a user chooses it: the picker's button, then the option in its dialog. */
export const pick = async (page: Page, picker: string, option: string | RegExp) => {
  await page.getByRole("button", { name: picker }).click()
  await page.getByRole("dialog").getByRole("button", { name: option }).click()
}

/** Whether the path's order is refused later for a stale quote (the quote it gets now is then made short-lived). */
export const expiresLater = (events: Replay["rest"]) =>
  events.some((event) => event.type === "xstate.error.actor.createOrder" && tagOf(event.error) === "QuoteExpired")

/** The quote arrives: its held call (`gate`, answered at a URL holding `url`) goes on. When the path's order is
 * refused later for a stale quote, this one is made to last a second (the sandbox's quote lifetime), the lifetime is
 * restored once it is made, and `memo.staleAt` keeps when it expires. */
export const letQuoteThrough = async ({ page, memo, rest }: Replay, gate: GatedCall, url: string) => {
  const stale = expiresLater(rest) && !memo.staled
  if (stale) await setOperatorSettings({ quoteSeconds: 1 })
  const answered = page.waitForResponse((r) => r.url().includes(url))
  await gate.answer("go", { disarm: true })
  const quote = (await (await answered).json()) as { readonly expiresAt?: string } | null
  if (stale) {
    memo.staled = true
    memo.staleAt = Date.parse(quote?.expiresAt ?? "")
    await setOperatorSettings({ quoteSeconds: 120 })
  }
}

/** Waits until the quote made to last a second (letQuoteThrough) has expired, with half a second to spare: the
 * user may press Create order sooner than that, and the sandbox must then find it stale. */
export const untilStale = async ({ page, memo }: Replay) => {
  const left = Number(memo.staleAt) + 500 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
}
