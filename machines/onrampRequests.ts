// What the on-ramp chart asks of its actors, read from its context: the offer it asks the quote loop for (spec 1 §7
// best-offer), the amounts checked before the order is made (validate-transfer-amount) and the order itself.
import type { Asset, CurrencyType, Network, PaymentChannel } from "../schema/enums.ts"
import type { OrderTags } from "../schema/orderTags.ts"
import { canQuote, type OnrampContext } from "./onrampContext.ts"

export interface OfferRequest {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly carrierCode: string | undefined
  readonly network: Network
  readonly asset: Asset
  readonly currency: CurrencyType
  readonly amount: number
  /** Spec 1 §7 best-offer: the wallet and the user, when known. */
  readonly address?: string | undefined
  readonly userId?: string | undefined
}

export const requestOf = (c: OnrampContext): OfferRequest => ({
  countryIsoCode: c.country ?? "",
  paymentChannel: c.paymentChannel ?? "mobile_money",
  carrierCode: c.carrierCode,
  network: c.network ?? "CELO",
  asset: c.asset ?? "CUSD",
  currency: c.currency,
  amount: Number(c.amount),
  ...(c.address.trim() ? { address: c.address.trim() } : {}),
  ...(c.user ? { userId: c.user._id } : {}),
})

/** The request the quote loop asks with, none while the choices make no request. */
export const offerRequestOf = (c: OnrampContext): OfferRequest | undefined => (canQuote(c) ? requestOf(c) : undefined)

/** Spec 1 §7 validate-transfer-amount: the offer's amounts, checked against its quote before the order is made. */
export interface TransferAmount {
  readonly localCurrencyAmount: number
  readonly cryptoAmount: number
}

export const transferAmountOf = (c: OnrampContext): TransferAmount => ({
  localCurrencyAmount: c.quote?.cashout.localCurrencyAmount ?? 0,
  cryptoAmount: c.quote?.cashout.cryptoWithdrawAmount ?? 0,
})

export type CreateOrderRequest = OfferRequest & {
  readonly quoteId: string
  readonly transferAmount: TransferAmount
  readonly address: string
  readonly memo: string | undefined
  /** Spec 1 §3 order creation payload: orderParams, forceFail and meta (the signed link, the utm tags). */
  readonly tags: OrderTags
  /** Spec 1 §3 order creation payload: the source (spec 1 §5), when there is one. */
  readonly sourceParam: string | undefined
  /** The additional information by field name, when the offer asks for any. */
  readonly extraFields: Readonly<Record<string, string>> | undefined
  /** Where the payment prompt goes (international form), when the offer's flow sends one. */
  readonly phoneNumber: string | undefined
}

/** The wallet validate-wallet checks (spec 1 §7): the chosen network and asset, and the address as typed. */
export const walletToCheck = (c: OnrampContext) => ({
  network: c.network ?? "CELO",
  asset: c.asset ?? "CUSD",
  address: c.address.trim(),
})
