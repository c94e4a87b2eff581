// The sandbox's agent side and payment provider: a test or a person decides a confirmed swap as its agent would,
// and the redirect flow's "bank page" takes the payment and sends the buyer back.
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import { SandboxApi, sandboxRefusals } from "../../schema/sandbox.ts"
import { escapeHtml, sandboxPage } from "../http/sandboxPage.ts"
import { plainAmount } from "../onramp/transferInstructions.ts"
import { callbackLog } from "./callbacks.ts"
import { orderTags } from "./orderTags.ts"
import { BuySwaps } from "./repository.ts"
import { agentMay, buyerMay, decisionStatus } from "./transitions.ts"
import { failUnsent } from "./withdrawals.ts"

export const SandboxSwapsHandlers = HttpApiBuilder.group(
  SandboxApi,
  "swaps",
  Effect.fn(function* (handlers) {
    const swaps = yield* BuySwaps
    const sql = yield* SqlClient.SqlClient
    return handlers
      .handle("callbackLog", ({ params }) =>
        callbackLog(params.orderId).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie),
      )
      .handle("orderTags", ({ params }) =>
        orderTags(params.orderId).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.orDie,
          Effect.flatMap((tags) =>
            tags
              ? Effect.succeed(tags)
              : Effect.fail(new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })),
          ),
        ),
      )
      .handle("failWithdrawal", ({ params }) =>
        // The agent confirms and the sending fails: fail first, so the sending job never picks the withdrawal up.
        Effect.gen(function* () {
          const swapIds = yield* sql<{ id: string }>`SELECT id FROM buy_swaps WHERE order_id = ${params.orderId}`
          const swapId = swapIds[0]?.id
          if (!swapId) return yield* invalidRequest(errors.orderNotFound)
          if (!(yield* failUnsent(params.orderId, sandboxRefusals.withdrawalFailed)))
            return yield* invalidRequest(sandboxRefusals.noWithdrawalWaiting)
          yield* swaps.move(swapId, agentMay, "seller_confirmed")
          return { status: "failed" }
        }).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.catchTag("SqlError", Effect.die)),
      )
      .handle("decideSwap", ({ params }) =>
        Effect.gen(function* () {
          const to = decisionStatus[params.decision]
          const moved = yield* swaps.move(params.swapId, agentMay, to)
          if (moved.moved) return { status: to }
          if (moved.status === undefined)
            return yield* new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })
          return yield* invalidRequest(sandboxRefusals.swapNotConfirmed(moved.status, agentMay))
        }),
      )
  }),
)

const page = (title: string, body: string, status = 200) =>
  sandboxPage({
    banner: "<strong>Sandbox bank</strong>: no real money moves.",
    style:
      "body{max-width:28rem}button{font:inherit;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#1a56db;color:#fff;cursor:pointer}",
    title,
    body,
    status,
  })

/** GET shows what is to be paid; POST pays it (the swap becomes buyer_confirmed) and returns to the widget. */
export const sandboxPaymentRoutes = Layer.mergeAll(
  HttpRouter.add(
    "GET",
    "/sandbox/pay/:swapId",
    Effect.gen(function* () {
      const { swapId = "" } = yield* HttpRouter.params
      const swap = yield* (yield* BuySwaps).byId(swapId)
      if (!swap) return page(errors.orderNotFound, `<h1>${errors.orderNotFound}</h1>`, 404)
      const amount = escapeHtml(`${plainAmount(swap.localAmount)} ${swap.currencyIsoCode}`)
      if (swap.status !== "initiated" || swap.expired)
        return page("Nothing to pay", `<h1>Nothing to pay</h1><p>This payment is ${escapeHtml(swap.status)}.</p>`)
      return page(
        `Pay ${amount}`,
        `<h1>Pay ${amount}</h1><form method="post"><button type="submit">Pay ${amount}</button></form>`,
      )
    }),
  ),
  HttpRouter.add(
    "POST",
    "/sandbox/pay/:swapId",
    Effect.gen(function* () {
      const { swapId = "" } = yield* HttpRouter.params
      const swaps = yield* BuySwaps
      const moved = yield* swaps.move(swapId, buyerMay, "buyer_confirmed", { unexpired: true })
      const swap = yield* swaps.byId(swapId)
      if (!swap) return page(errors.orderNotFound, `<h1>${errors.orderNotFound}</h1>`, 404)
      if (!moved.moved && swap.status !== "buyer_confirmed")
        return page("Not paid", `<h1>Not paid</h1><p>This payment is ${escapeHtml(swap.status)}.</p>`, 409)
      if (swap.paymentReturnUrl) return HttpServerResponse.redirect(swap.paymentReturnUrl, { status: 303 })
      return page("Paid", "<h1>Paid</h1><p>You can go back to the widget.</p>")
    }),
  ),
)
