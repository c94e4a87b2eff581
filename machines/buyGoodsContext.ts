// The buy-goods chart's context and its pure rules: which assets pay a till, when the inputs make a quote request,
// and what is wrong with a typed till number or amount.
import { type BuyGoodsQuote, tillPattern } from "../schema/buyGoods.ts"
import { buyGoodsAmountLabels } from "../schema/buyGoodsLabels.ts"
import type { BlockchainAsset } from "../schema/catalog.ts"
import type { Asset, Network } from "../schema/enums.ts"
import { validation } from "../schema/messages.ts"

export interface BuyGoodsCatalog {
  /** The country whose tills are paid (where M-Pesa Buy Goods exists); undefined when none is served. */
  readonly countryIsoCode: string | undefined
  readonly currencyIsoCode: string
  /** Assets that can be sold, in their off-ramp order. */
  readonly assets: ReadonlyArray<BlockchainAsset>
  readonly enabled: boolean
}

export interface BuyGoodsQuoteRequest {
  readonly tillNumber: string
  readonly amount: number
  readonly countryIsoCode: string
  readonly network: Network
  readonly asset: Asset
}

export interface BuyGoodsOrderRequest {
  readonly quoteId: string
  readonly tillNumber: string
  readonly network: Network
  readonly asset: Asset
  readonly fromAddress: string
}

export interface BuyGoodsContext {
  readonly catalog: BuyGoodsCatalog | undefined
  readonly tillNumber: string
  readonly amount: string
  readonly network: Network | undefined
  readonly asset: Asset | undefined
  readonly fromAddress: string
  readonly quote: BuyGoodsQuote | undefined
  /** When the quote arrived (the quote loop says): its countdown to the next refresh starts there. */
  readonly quotedAt: number | undefined
  /** Why there is no quote: no offer pays the till, or the server refused (an unknown till...) as it said. */
  readonly quoteError: string | undefined
  /** Why Next did not lead on: the address is missing, or the order was refused. */
  readonly error: string | undefined
  readonly orderId: string | undefined
}

export const initialContext = (input: {
  readonly tillNumber?: string | undefined
  readonly amount?: string | undefined
}): BuyGoodsContext => ({
  catalog: undefined,
  tillNumber: input.tillNumber ?? "",
  amount: input.amount ?? "",
  network: undefined,
  asset: undefined,
  fromAddress: "",
  quote: undefined,
  quotedAt: undefined,
  quoteError: undefined,
  error: undefined,
  orderId: undefined,
})

export const sellableAssets = (assets: ReadonlyArray<BlockchainAsset>) =>
  assets.filter((a) => a.canOfframp).toSorted((a, b) => a.offrampOrder - b.offrampOrder)

const amountPattern = /^\d+(\.\d{1,2})?$/

/** What is wrong with the till number as typed; nothing while it is empty. */
export const tillProblem = (tillNumber: string) =>
  tillNumber.trim() === "" || tillPattern.test(tillNumber.trim()) ? undefined : buyGoodsAmountLabels.tillInvalid

/** What is wrong with the amount as typed; nothing while it is empty. */
export const amountProblem = (amount: string) => {
  const typed = amount.trim()
  if (typed === "") return undefined
  if (/^\d+\.\d{3,}$/.test(typed)) return validation.twoDecimals
  return amountPattern.test(typed) && Number(typed) > 0 ? undefined : buyGoodsAmountLabels.amountInvalid
}

export const canQuote = (c: BuyGoodsContext) =>
  c.catalog?.countryIsoCode !== undefined &&
  c.network !== undefined &&
  c.asset !== undefined &&
  tillPattern.test(c.tillNumber.trim()) &&
  c.amount.trim() !== "" &&
  amountProblem(c.amount) === undefined

const quoteRequest = (c: BuyGoodsContext): BuyGoodsQuoteRequest => ({
  tillNumber: c.tillNumber.trim(),
  amount: Number(c.amount.trim()),
  countryIsoCode: c.catalog?.countryIsoCode ?? "",
  network: c.network as Network,
  asset: c.asset as Asset,
})

/** The request the quote loop asks with, none while the inputs make no request. */
export const quoteRequestOf = (c: BuyGoodsContext): BuyGoodsQuoteRequest | undefined =>
  canQuote(c) ? quoteRequest(c) : undefined

/** The order as Next makes it, for the quote on screen. */
export const orderRequest = (c: BuyGoodsContext): BuyGoodsOrderRequest => ({
  quoteId: c.quote?.quoteId ?? "",
  tillNumber: c.tillNumber.trim(),
  network: c.network as Network,
  asset: c.asset as Asset,
  fromAddress: c.fromAddress.trim(),
})
