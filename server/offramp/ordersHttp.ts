// Handlers of the signed-in user's off-ramp calls: the order, pages of past orders, checking the payout details
// against the offer's required fields, and cancelling an order that waits for its payment.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import { CurrentUser } from "../../schema/middleware.ts"
import { offrampRefusals } from "../../schema/offramp.ts"
import { keptReads } from "../database/keptReads.ts"
import { pageAsked, pageOf } from "../http/pages.ts"
import { checkSaleDetails, createSale, type SaleServices } from "./creation.ts"
import { OfframpOrders } from "./orders.ts"

const orderNotFound = () => new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })

export const OfframpOrdersHandlers = HttpApiBuilder.group(
  Api,
  "offrampOrders",
  Effect.fn(function* (handlers) {
    const orders = yield* OfframpOrders
    // The owner's read, which the signed-in widget polls: at most a second old while this process writes nothing.
    const ownOrder = keptReads(orders.readOwn)
    const context = yield* Effect.context<SaleServices>()
    return handlers
      .handle("createOfframpOrder", ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          return yield* createSale(id, payload).pipe(Effect.provideContext(context))
        }),
      )
      .handle("getOwnOfframpOrder", ({ params }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          // Another user's order, or an anonymous one, is as unknown as a missing one.
          return (yield* ownOrder(params.orderId, id)) ?? (yield* orderNotFound())
        }),
      )
      .handle("listOfframpOrders", ({ query }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          const asked = pageAsked(query)
          return pageOf(asked, yield* orders.list(id, asked.page, asked.limit))
        }),
      )
      .handle("validateOfframpFields", ({ payload }) => checkSaleDetails(payload).pipe(Effect.provideContext(context)))
      .handle("cancelOfframpOrder", ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser
          const outcome = yield* orders.cancel(payload.orderId, id)
          if (outcome === "notFound") return yield* orderNotFound()
          if (outcome === "notCancellable") return yield* invalidRequest(offrampRefusals.notCancellable)
          return (yield* orders.read(payload.orderId)) ?? (yield* orderNotFound())
        }),
      )
  }),
)
