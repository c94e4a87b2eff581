// Handlers of the buyer's swap calls (spec 2 §7): confirm or reject, start the transfer, verify the OTP. Each is
// allowed only to the order's owner, only while the swap is initiated and unexpired; a late or replayed call
// changes nothing and says why.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import { CurrentUser } from "../../schema/middleware.ts"
import type { BuySwap } from "../../schema/onrampModels.ts"
import { orderRefusals } from "../../schema/orderRefusals.ts"
import { swapProblems } from "../../schema/swaps.ts"
import { keyedHash, randomDigits, sameText } from "../auth/crypto.ts"
import { ServerSecret } from "../auth/secret.ts"
import { Mailer } from "../mail/mailer.ts"
import { OnrampOrders } from "../onramp/orders.ts"
import { plainAmount } from "../onramp/transferInstructions.ts"
import { BuySwaps, type SwapRow } from "./repository.ts"
import { buyerMay } from "./transitions.ts"

const orderNotFound = () => new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })

/** Spec 2 §9: a transfer prompt may be sent again after 60 s, an OTP after 30 s. */
const cooldownSeconds = { stk_push: 60, otp_stk_push: 30 } as const
const otpMinutes = 10
const otpTries = 5

export const SwapsHandlers = HttpApiBuilder.group(
  Api,
  "swaps",
  Effect.fn(function* (handlers) {
    const swaps = yield* BuySwaps
    const orders = yield* OnrampOrders
    const mailer = yield* Mailer
    const secret = yield* ServerSecret

    /** The caller's swap, or Order not found (another user's swap is as unknown as a missing one). */
    const ownSwap = (swapId: string) =>
      Effect.gen(function* () {
        const { id } = yield* CurrentUser
        const swap = yield* swaps.byId(swapId)
        if (!swap || swap.userId !== id) return yield* orderNotFound()
        return swap
      })

    const current = (swap: SwapRow) =>
      Effect.gen(function* () {
        const order = yield* orders.read(swap.orderId)
        if (!order) return yield* orderNotFound()
        return order.buySwap as BuySwap
      })

    /** Why a buyer's step cannot happen now, when the swap is no longer open to it. */
    const closed = (swap: SwapRow) =>
      swap.status === "expired" || (swap.status === "initiated" && swap.expired)
        ? invalidRequest(swapProblems.expired)
        : swap.status !== "initiated"
          ? orderRefusals.swapAlreadyProcessed()
          : undefined

    return handlers
      .handle("confirmSwap", ({ params, payload }) =>
        Effect.gen(function* () {
          const swap = yield* ownSwap(params.swapId)
          const refusal = closed(swap)
          if (refusal) return yield* refusal
          if (payload.confirm && swap.flow === "otp_stk_push" && !swap.otpVerified)
            return yield* invalidRequest(swapProblems.otpFirst)
          const moved = yield* swaps.move(swap.id, buyerMay, payload.confirm ? "buyer_confirmed" : "buyer_rejected", {
            unexpired: true,
          })
          if (!moved.moved) {
            const now = yield* swaps.byId(swap.id)
            return yield* (now && closed(now)) ?? orderRefusals.swapAlreadyProcessed()
          }
          return yield* current(swap)
        }),
      )
      .handle("initTransfer", ({ params, payload }) =>
        Effect.gen(function* () {
          const swap = yield* ownSwap(params.swapId)
          const refusal = closed(swap)
          if (refusal) return yield* refusal
          if (swap.flow !== "stk_push" && swap.flow !== "otp_stk_push" && swap.flow !== "redirect")
            return yield* invalidRequest(swapProblems.noPrompt)
          if (payload.redirectUrl !== undefined && !/^https?:\/\//i.test(payload.redirectUrl))
            return yield* invalidRequest(swapProblems.badReturnUrl)
          if (swap.flow !== "redirect" && swap.lastTransferAttemptAt) {
            const waited = (Date.now() - new Date(swap.lastTransferAttemptAt).getTime()) / 1000
            const left = Math.ceil(cooldownSeconds[swap.flow] - waited)
            if (left > 0) return yield* invalidRequest(swapProblems.wait(left))
          }
          if (swap.flow === "otp_stk_push") {
            // In the sandbox the payment provider's SMS is an e-mail in the outbox, where tests read the code.
            const code = randomDigits(6)
            yield* swaps.noteTransferAttempt(swap.id, { hash: keyedHash(secret, code), minutes: otpMinutes }, undefined)
            yield* mailer.send({
              to: swap.email,
              subject: "Your payment code",
              body: `Your code to confirm the payment of ${plainAmount(swap.localAmount)} ${swap.currencyIsoCode} is ${code}. It is valid for ${otpMinutes} minutes.`,
              code,
            })
          } else {
            yield* swaps.noteTransferAttempt(swap.id, undefined, payload.redirectUrl)
          }
          return yield* current(swap)
        }),
      )
      .handle("verifyOtp", ({ params, payload }) =>
        Effect.gen(function* () {
          const swap = yield* ownSwap(params.swapId)
          const refusal = closed(swap)
          if (refusal) return yield* refusal
          const otpHash = yield* swaps.claimOtpTry(swap.id, otpTries)
          if (otpHash === undefined) {
            const now = yield* swaps.byId(swap.id)
            return yield* invalidRequest(
              !now?.otpHash || now.otpExpired ? swapProblems.codeExpired : swapProblems.tooManyTries,
            )
          }
          if (!sameText(keyedHash(secret, payload.code.trim()), otpHash))
            return yield* invalidRequest(swapProblems.wrongCode)
          yield* swaps.markOtpVerified(swap.id, otpHash)
          return yield* current(swap)
        }),
      )
      .handle("getRequiredFields", ({ params }) =>
        // Before an order exists the agent's side of the coming swap is its quote: the id is a quote id (see
        // docs/decisions.md). The caller's own swap answers the fields of the quote its order was made from.
        Effect.gen(function* () {
          const quote = yield* orders.quote(params.swapId)
          if (quote) return quote.extraFields
          const order = yield* orders.read((yield* ownSwap(params.swapId)).orderId)
          const made = order && (yield* orders.quote(order.buySwap.quoteId))
          return made ? made.extraFields : yield* orderNotFound()
        }),
      )
  }),
)
