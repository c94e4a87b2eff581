// Paying an order with crypto as the spec states it (spec 2 §2 Off-ramp pay and Buy-goods Pay: pay from the connected
// wallet or give the transaction hash; only the order's own wallet pays it, else 'Connected wallet address doesn't
// match the order address'; payment only while the order is initiated, else 'Order can no longer be paid. Please
// create a new order.'; Cancel order asks first. §4: a failed send tells 'Failed to send transaction'; §7 a confirm
// answered already processed is a success; §8 each failure's default), for the off-ramp and buy-goods charts.
import { isDeepStrictEqual } from "node:util"
import type { AnyMachineSnapshot } from "xstate"
import { errors, validation } from "../../../schema/messages.ts"
import { anotherWallet } from "../cryptoOrderEvents.ts"
import { type ChartExpectations, callsCarry, goesTo, type Meets, onEvent, stateName } from "../expectations.ts"
import { failures } from "../fixtures.ts"
import { offrampFailures } from "../offrampFixtures.ts"
import { endsOnlyIn, toastOf } from "./journeySteps.ts"

interface Paying {
  readonly connected: string | undefined
  readonly order?: { readonly fromAddress: string | null; readonly status: string }
  readonly hash: string
  readonly outcome?: string
}
const paying = (snapshot: AnyMachineSnapshot) => snapshot.context as Paying
/** Spec 2 §4: before sending, the connected wallet's address must equal the order's from address. */
const ownWallet = (snapshot: AnyMachineSnapshot) => {
  const { connected, order } = paying(snapshot)
  return connected !== undefined && connected.toLowerCase() === (order?.fromAddress ?? "").toLowerCase()
}
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error })
const ended = (after: AnyMachineSnapshot, outcome: string, why: string) =>
  goesTo(after, '"done"', why) ?? (paying(after).outcome === outcome ? undefined : `should end ${outcome}`)

export const cryptoPayExpectations = (options: {
  /** The pay screen's route. */
  readonly route: string
  /** The product's wording of a refused confirmation (the path tests' refusal). */
  readonly refusal: { readonly error: unknown; readonly text: string }
  /** The screen offers the hash and its confirmation only, no wallet's Pay and no Cancel (buy-goods: spec 2 §2 "Pay
   * shows amount, address, expected sender address, a transaction hash input and Confirm payment"). */
  readonly hashOnly?: boolean
}): ChartExpectations => {
  const { route, refusal } = options
  const payTexts = [errors.walletMismatch, validation.transactionHashRequired, refusal.text]
  /** The buttons the product's screen has, each enabled or not. */
  const buttons = (enabled: { pay: boolean; "hash.submit": boolean; cancel?: boolean }) => {
    if (!options.hashOnly) return enabled
    const { pay: _pay, cancel: _cancel, ...hash } = enabled
    return hash
  }
  const busy: Meets = {
    route,
    mayShow: payTexts,
    enabled: buttons({ pay: false, "hash.submit": false, cancel: false }),
    busy: true,
    showsFailure: false,
  }
  // While the payment goes out or is confirmed, the refusal of an earlier try no longer shows.
  const goingOut: Meets = { ...busy, mayShow: [] }
  return {
    states: {
      '"loading"': { route, busy: true },
      // Spec 2 §7: Order not found is a failure the page shows (the error tag it reads).
      '"notFound"': {
        route,
        mayShow: [errors.orderNotFound],
        enabled: buttons({ pay: false, "hash.submit": false }),
        showsFailure: true,
      },
      // Pay with the wallet, or give the hash, or cancel (asked first). The off-ramp's screen offers the one way of
      // paying it is in (spec 2 §2): the connected wallet's Pay (none before a wallet is connected), or, in the manual
      // flow, the transaction hash and its confirmation.
      '"ready"': (snapshot) => {
        const { manual, connected } = snapshot.context as { manual: boolean; connected: string | undefined }
        const offered: Readonly<Record<string, boolean>> = options.hashOnly
          ? buttons({ pay: true, "hash.submit": true, cancel: true })
          : manual
            ? { "hash.submit": true, cancel: true }
            : connected !== undefined
              ? { pay: true, cancel: true }
              : { cancel: true }
        return { route, mayShow: payTexts, enabled: offered, showsFailure: false }
      },
      '"askingCancel"': {
        route,
        mayShow: payTexts,
        enabled: { "cancel.confirm": true, "cancel.keep": true, pay: false },
        showsFailure: false,
      },
      '"cancelling"': busy,
      '"sending"': goingOut,
      '"confirming"': goingOut,
      // Spec 2 §2: shown as the page's failure, with a new order to make (the error tag it reads).
      '"expired"': {
        route,
        mayShow: [errors.orderNotPayable],
        enabled: buttons({ pay: false, "hash.submit": false }),
        showsFailure: true,
      },
      // Paid, cancelled or past paying: its status page follows.
      '"done"': { mayShow: payTexts },
    },
    steps: [
      // The journey goes no further once paid or cancelled (the terminal tag the screens read), and only then.
      endsOnlyIn(['"done"']),
      // The screen's own lines: Sending while the wallet sends, Confirming while the order is confirmed, the cancel
      // dialog open while it asks (the tags the screens read), each only there.
      ({ after }) => {
        const state = stateName(after)
        const wrong = (["sending", "confirming", "askingCancel"] as const).filter(
          (tag) => after.hasTag(tag) !== (state === `"${tag}"`),
        )
        return wrong.length > 0 ? `shows ${wrong.join(", ")} wrongly` : undefined
      },
      // The start: the order's id and the wallet connected in the page; paying by hand only when the link asked
      // (manualFlow, spec 2 §2); no hash typed, nothing refused, not ended.
      (step) => {
        if (step.event.type !== "xstate.init") return undefined
        const given = step.input as { orderId: string; connected?: string; manual?: boolean }
        const expected = { orderId: given.orderId, connected: given.connected, manual: given.manual === true, hash: "" }
        const { orderId, connected, manual, hash, error, outcome, order } = step.after.context as Paying & {
          orderId: string
          manual: boolean
          error?: string
          order?: unknown
        }
        return isDeepStrictEqual({ orderId, connected, manual, hash }, expected) &&
          [error, outcome, order].every((value) => value === undefined)
          ? undefined
          : `should start with ${JSON.stringify(expected)}, nothing refused or read`
      },
      // I want to pay manually, and back (spec 2 §2 Manual flow): the other way of paying, without the last refusal.
      onEvent("manual.toggle", ({ before, after }) =>
        (after.context as { manual: unknown }).manual === !(before.context as { manual: boolean }).manual &&
        after.context.error === undefined
          ? undefined
          : "should switch the way of paying and clear the refusal",
      ),
      // Typing the hash keeps it and clears the refusal.
      onEvent("hash.change", ({ event, after }) =>
        stateName(after) !== '"ready"' ||
        (paying(after).hash === (event as unknown as { value: string }).value && after.context.error === undefined)
          ? undefined
          : "should keep the hash typed and clear the refusal",
      ),
      // The page's wallet, connected or disconnected at any time, is the one the chart pays from.
      (step) => {
        if (!step.event.type.startsWith("wallet.")) return undefined
        const address = (step.event as unknown as { address?: string }).address
        return paying(step.after).connected === address ? undefined : `should pay from ${address ?? "no wallet"}`
      },
      // The page tells the chart its wallet whenever it changes (spec 2 §2: the connector buttons, the connected-wallet
      // pill and its Disconnect), while the order loads as much as while it is paid: until the end, every state takes
      // both.
      ({ after }) =>
        after.status !== "active" ||
        (after.can({ type: "wallet.connected", address: anotherWallet }) && after.can({ type: "wallet.disconnected" }))
          ? undefined
          : "should take the page's wallet, connected or disconnected",
      // Spec 2 §7's calls: each working state makes its own as it is entered (the order read, its cancel, the wallet's
      // transfer, the order's confirmation); `callsCarry` below says with what.
      ({ before, after, asked }) => {
        const calls: Readonly<Record<string, string>> = {
          '"loading"': "loadOrder",
          '"cancelling"': "cancelOrder",
          '"sending"': "sendTransfer",
          '"confirming"': "confirmOrder",
        }
        const call = calls[stateName(after)]
        const entered = before === undefined || stateName(before) !== stateName(after)
        return call === undefined || !entered || asked.some(({ id }) => id === call) ? undefined : `should ask ${call}`
      },
      // Ended: the status page follows with the order's id and how it ended; the order answered is the one kept.
      ({ after, input }) =>
        after.status !== "done" ||
        isDeepStrictEqual(after.output, {
          orderId: (input as { orderId: string }).orderId,
          outcome: paying(after).outcome,
        })
          ? undefined
          : `should end with the order's id and its outcome, ends with ${JSON.stringify(after.output)}`,
      (step) =>
        /^xstate\.done\.actor\.(confirmOrder|cancelOrder)$/.test(step.event.type) &&
        !isDeepStrictEqual(paying(step.after).order, (step.event as unknown as { output: unknown }).output)
          ? "should keep the order answered"
          : undefined,
      // Spec 2 §7: the order read and cancelled by its id, confirmed with its id and the hash (as typed, or the one
      // the wallet answered); the wallet sends the order it was given.
      callsCarry((id, { after }) => {
        const { orderId, hash, order } = after.context as Paying & { orderId: string }
        if (id === "loadOrder" || id === "cancelOrder") return { orderId }
        if (id === "confirmOrder") return { orderId, hash: hash.trim() }
        if (id === "sendTransfer") return { order }
        return undefined
      }),
      onEvent("pay", ({ before, after }) =>
        ownWallet(before)
          ? goesTo(after, '"sending"', "the order's own wallet sends")
          : (goesTo(after, '"ready"', "another wallet does not pay") ??
            (after.context.error === errors.walletMismatch ? undefined : `should say ${errors.walletMismatch}`)),
      ),
      onEvent("hash.submit", ({ before, after }) =>
        paying(before).hash.trim() === ""
          ? (goesTo(after, '"ready"', "no hash") ??
            (after.context.error === validation.transactionHashRequired
              ? undefined
              : `should say ${validation.transactionHashRequired}`))
          : goesTo(after, '"confirming"', "the hash confirms the order"),
      ),
      // Spec 2 §4: an order read is payable while initiated and before its expiry; initiated but past it, not
      // payable any more; otherwise its status.
      onEvent("xstate.done.actor.loadOrder", ({ event, after }) => {
        const order = (event as unknown as { output: { status: string; expiresAt: string } }).output
        if (order.status !== "initiated") return ended(after, "notInitiated", `${order.status} opens its status`)
        return Date.parse(order.expiresAt) > Date.now()
          ? goesTo(after, '"ready"', "payable")
          : (goesTo(after, '"expired"', "past its expiry") ??
              (after.context.error === errors.orderNotPayable ? undefined : `should say ${errors.orderNotPayable}`))
      }),
      // Another wallet may be the right one: the refusal no longer holds.
      (step) =>
        step.event.type.startsWith("wallet.") && stateName(step.after) === '"ready"' && step.after.context.error
          ? "a wallet change clears the refusal"
          : undefined,
      onEvent("xstate.done.actor.confirmOrder", ({ after }) => ended(after, "paid", "confirmed")),
      onEvent("xstate.done.actor.cancelOrder", ({ after }) => ended(after, "cancelled", "cancelled")),
    ],
    leadsTo: [
      [failed("loadOrder", offrampFailures.notFound), '"notFound"'],
      [{ type: "xstate.done.actor.sendTransfer", output: { hash: `0x${"cd".repeat(32)}` } }, '"confirming"'],
      [failed("sendTransfer", offrampFailures.sendRejected), '"ready"'],
      [failed("confirmOrder", offrampFailures.alreadyProcessed), '"done"'],
      [failed("confirmOrder", offrampFailures.notPayable), '"expired"'],
      [failed("confirmOrder", refusal.error), '"ready"'],
      [failed("cancelOrder", failures.requestFailed), '"ready"'],
      [{ type: "cancel" }, '"askingCancel"'],
      [{ type: "cancel.keep" }, '"ready"'],
      [{ type: "cancel.confirm" }, '"cancelling"'],
    ],
    says: [[failed("loadOrder", offrampFailures.notFound), errors.orderNotFound]],
    emits: [
      [failed("sendTransfer", offrampFailures.sendRejected), toastOf(errors.failedToSendTransaction)],
      [failed("confirmOrder", refusal.error), toastOf(refusal.text)],
      [failed("cancelOrder", failures.requestFailed), toastOf(errors.failedToCancelOrder)],
    ],
  }
}
