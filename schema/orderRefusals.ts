// Why the server refuses a step on an order that has moved on (spec 2 §4, §7, §8): each refusal a machine acts on
// is a tagged error of its own, so charts branch on `_tag`; the body keeps the `code` and `message` the spec's
// wire format carries, and the texts are written once, here or in messages.ts.
import { Schema } from "effect"
import { errorCodes } from "./errors.ts"
import { errors } from "./messages.ts"

const body = { code: Schema.String, message: Schema.String }

/** The order went past the step asked for; a confirm counts it as done (spec 2 §4, §8 Already processed). */
export class OrderAlreadyProcessed extends Schema.TaggedError<OrderAlreadyProcessed>()("OrderAlreadyProcessed", body, {
  httpApiStatus: 400,
}) {}
/** The order can no longer be paid: expired, cancelled or ended (spec 2 §8 Not payable). */
export class OrderNotPayable extends Schema.TaggedError<OrderNotPayable>()("OrderNotPayable", body, {
  httpApiStatus: 400,
}) {}
/** The hash given already paid, or is claimed by, another order. */
export class TransactionHashUsed extends Schema.TaggedError<TransactionHashUsed>()("TransactionHashUsed", body, {
  httpApiStatus: 400,
}) {}
/** Too many hashes given for one order still wait to be checked. */
export class TooManyHashes extends Schema.TaggedError<TooManyHashes>()("TooManyHashes", body, {
  httpApiStatus: 400,
}) {}

/** The tags of the refusals above, for the charts' guards. */
export type OrderRefusalTag = (OrderAlreadyProcessed | OrderNotPayable | TransactionHashUsed | TooManyHashes)["_tag"]

/** The codes the crypto-paid orders' confirmations answer with (the swap's confirm keeps INVALID_REQUEST). */
export const orderRefusalCodes = {
  hashUsed: "HASH_USED",
  alreadyProcessed: "ALREADY_PROCESSED",
  notPayable: "NOT_PAYABLE",
  tooManyHashes: "TOO_MANY_HASHES",
} as const

/** How many hashes given for one order may wait to be checked at once (the others are refused until then). */
export const maxWaitingHashes = 10

export const hashUsedText = "This transaction hash was already used for another order."
export const tooManyHashesText = (max: number) =>
  `${max} transaction hashes are already being checked for this order. Wait until they are checked, then try again.`

/** The refusals as the server makes them. */
export const orderRefusals = {
  alreadyProcessed: () =>
    new OrderAlreadyProcessed({ code: orderRefusalCodes.alreadyProcessed, message: errors.orderAlreadyProcessed }),
  /** The on-ramp swap's steps answered this as a plain invalid request before it had a tag; its code stays. */
  swapAlreadyProcessed: () =>
    new OrderAlreadyProcessed({ code: errorCodes.invalidRequest, message: errors.orderAlreadyProcessed }),
  notPayable: () => new OrderNotPayable({ code: orderRefusalCodes.notPayable, message: errors.orderNotPayable }),
  hashUsed: () => new TransactionHashUsed({ code: orderRefusalCodes.hashUsed, message: hashUsedText }),
  tooManyHashes: () =>
    new TooManyHashes({ code: orderRefusalCodes.tooManyHashes, message: tooManyHashesText(maxWaitingHashes) }),
} as const

/** The errors a confirmation by transaction hash may answer besides InvalidRequest and NotFound. */
export const hashConfirmationRefusals = [OrderAlreadyProcessed, OrderNotPayable, TransactionHashUsed, TooManyHashes]
