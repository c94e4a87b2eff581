// Branded ids, so an order id can never be passed where a swap id is expected.
import { Schema } from "effect"

export const UserId = Schema.String.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type
export const OrderId = Schema.String.pipe(Schema.brand("OrderId"))
export type OrderId = typeof OrderId.Type
export const SwapId = Schema.String.pipe(Schema.brand("SwapId"))
export type SwapId = typeof SwapId.Type
export const QuoteId = Schema.String.pipe(Schema.brand("QuoteId"))
export type QuoteId = typeof QuoteId.Type
export const CodeId = Schema.String.pipe(Schema.brand("CodeId"))
export type CodeId = typeof CodeId.Type
export const OfferId = Schema.String.pipe(Schema.brand("OfferId"))
export type OfferId = typeof OfferId.Type
