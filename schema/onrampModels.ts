// On-ramp entities: offer and quote, limits, rewards, promotion, buy swap, order, creation payload (spec 1 §3, spec 2 §3).
import { Schema } from "effect"
import { Asset, BuySwapStatus, CurrencyType, Network, OrderState, PaymentChannel, PaymentFlowType } from "./enums.ts"
import { OrderId, QuoteId, SwapId } from "./ids.ts"

export const Seller = Schema.Struct({
  username: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  isVerifiedMarketMaker: Schema.Boolean,
})
export type Seller = typeof Seller.Type

export const Cashout = Schema.Struct({
  cryptoAmount: Schema.Number,
  cryptoWithdrawAmount: Schema.Number,
  usdWithdrawAmount: Schema.Number,
  localCurrencyAmount: Schema.Number,
  cryptoFeeAmount: Schema.Number,
  cryptoGasAmount: Schema.Number,
})
export type Cashout = typeof Cashout.Type

export const Quote = Schema.Struct({
  quoteId: QuoteId,
  expiresAt: Schema.String,
  offer: Schema.Struct({
    cryptoExchangeRate: Schema.Number,
    averageApprovalTime: Schema.Number,
    currencyIsoCode: Schema.String,
    user: Seller,
    /** How the buyer will pay this offer's agent (spec 2 §3 payment flow): a prompt flow asks for the payer's phone. */
    paymentFlow: Schema.optional(PaymentFlowType),
  }),
  cashout: Cashout,
})
export type Quote = typeof Quote.Type

export const BestOfferRequest = Schema.Struct({
  currency: CurrencyType,
  amount: Schema.Number,
  paymentChannel: PaymentChannel,
  network: Network,
  asset: Asset,
  address: Schema.optional(Schema.String),
  carrierCode: Schema.optional(Schema.String),
  userId: Schema.optional(Schema.String),
  countryIsoCode: Schema.String,
  quoteId: Schema.optional(Schema.String),
  sourceParam: Schema.optional(Schema.String),
})

const Range = { min: Schema.Number, max: Schema.Number }
export const Limits = Schema.Struct({
  cryptoLimits: Schema.Struct(Range),
  localCurrencyLimits: Schema.Struct({ ...Range, withCents: Schema.Boolean }),
})
export type Limits = typeof Limits.Type

export const Reward = Schema.Struct({
  reward: Schema.String,
  termsUrl: Schema.NullOr(Schema.String),
  termsTitle: Schema.NullOr(Schema.String),
  minOrderAmount: Schema.Number,
  rewardAsset: Schema.String,
  rewardAmountPerUserGlobal: Schema.Number,
  orderAssets: Schema.Array(Schema.String),
  countryIsoCodes: Schema.Array(Schema.String),
})
export const Promotion = Schema.Struct({
  icon: Schema.String,
  description: Schema.String,
  detailsUrl: Schema.NullOr(Schema.String),
  detailsText: Schema.NullOr(Schema.String),
})
export const OrderReward = Schema.Struct({
  reward: Schema.String,
  hash: Schema.NullOr(Schema.String),
  network: Network,
  asset: Schema.String,
})

export const TransferInstructions = Schema.Struct({
  type: PaymentFlowType,
  instructionsText: Schema.String,
  transferDetails: Schema.Array(
    Schema.Struct({ label: Schema.String, value: Schema.String, description: Schema.optional(Schema.String) }),
  ),
  ussdCode: Schema.optional(Schema.String),
  actionButtonText: Schema.optional(Schema.String),
  isOtpRequired: Schema.optional(Schema.Boolean),
  warningText: Schema.optional(Schema.String),
  paymentUrl: Schema.optional(Schema.String),
})
export type TransferInstructions = typeof TransferInstructions.Type

export const LabelValue = Schema.Struct({ label: Schema.String, value: Schema.String })

/** What anyone with the order's id reads of its swap (the public order read): nothing personal. */
export const PublicBuySwap = Schema.Struct({
  _id: SwapId,
  status: BuySwapStatus,
  paymentChannel: PaymentChannel,
  airtimeAmount: Schema.NullOr(Schema.Number),
  currencyIsoCode: Schema.String,
  transferInstructions: TransferInstructions,
  lastTransferAttemptAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  expiresAt: Schema.String,
  sellerUser: Seller,
  quoteId: QuoteId,
  cashout: Schema.Struct({ usdWithdrawAmount: Schema.Number, localCurrencyAmount: Schema.Number }),
})
export type PublicBuySwap = typeof PublicBuySwap.Type

/** The owner's swap: also its receipts (signed addresses that expire), the values of its extra fields and the phone
 * its payment prompt goes to. */
export const BuySwap = Schema.Struct({
  ...PublicBuySwap.fields,
  /** Where a payment prompt (stk_push, otp_stk_push) is sent, in international form; null for other flows. */
  payerPhone: Schema.optional(Schema.NullOr(Schema.String)),
  receipts: Schema.Array(Schema.Struct({ url: Schema.String, mime: Schema.String, createdAt: Schema.String })),
  extraFields: Schema.Array(LabelValue),
})
export type BuySwap = typeof BuySwap.Type

/**
 * What anyone with the order's id reads (GET .../onramp/order/{id} needs no token): what an anonymous status page
 * needs, and nothing personal (no extra-field values, receipts, callback or redirect URL).
 */
export const PublicOnrampOrder = Schema.Struct({
  _id: OrderId,
  createdAt: Schema.String,
  asset: Asset,
  walletType: Network,
  walletAddress: Schema.String,
  withdrawCryptoAmount: Schema.Number,
  withdrawUsdAmount: Schema.Number,
  buySwap: PublicBuySwap,
  withdrawal: Schema.Struct({ status: OrderState, transactionHash: Schema.NullOr(Schema.String) }),
  redirected: Schema.Boolean,
})
export type PublicOnrampOrder = typeof PublicOnrampOrder.Type

/** The order as its signed-in owner reads it (spec 1 §3): the public read and the personal details. */
export const OnrampOrder = Schema.Struct({
  ...PublicOnrampOrder.fields,
  buySwap: BuySwap,
  redirectUrl: Schema.NullOr(Schema.String),
  callbackUrl: Schema.NullOr(Schema.String),
})
export type OnrampOrder = typeof OnrampOrder.Type

/** What the widget holds of an order: its owner's read when signed in, else the public one. */
export type OnrampOrderRead = PublicOnrampOrder | OnrampOrder
export const isOwnOnrampOrder = (order: OnrampOrderRead): order is OnrampOrder => "callbackUrl" in order

export const CreateOnrampOrder = Schema.Struct({
  currency: CurrencyType,
  amount: Schema.Number,
  memo: Schema.optional(Schema.String),
  address: Schema.String,
  network: Network,
  asset: Asset,
  quoteId: QuoteId,
  /** The payer's phone for a flow that sends a payment prompt (stk_push, otp_stk_push): where the prompt goes. */
  phoneNumber: Schema.optional(Schema.String),
  orderParams: Schema.optional(Schema.String),
  sourceParam: Schema.optional(Schema.String),
  callbackUrl: Schema.optional(Schema.String),
  redirectUrl: Schema.optional(Schema.String),
  /** The widget's status page with an {orderId} placeholder. */
  statusPageUrl: Schema.optional(Schema.String),
  /** Sandbox only: the order's withdrawal fails instead of being sent (README: forceFail). */
  forceFail: Schema.optional(Schema.Boolean),
  extraFields: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  idempotencyKey: Schema.optional(Schema.String),
  meta: Schema.optional(
    Schema.Struct({
      signature: Schema.optional(Schema.String),
      /** The integrator the page acts for (schema/embedding.ts): whose origins the order's URLs must be on. */
      integrator: Schema.optional(Schema.String),
      utmSource: Schema.optional(Schema.String),
      utmMedium: Schema.optional(Schema.String),
      utmCampaign: Schema.optional(Schema.String),
    }),
  ),
})
export type CreateOnrampOrder = typeof CreateOnrampOrder.Type

export const AdditionalField = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  type: Schema.Literals(["string", "number", "email", "enum", "boolean", "phone"]),
  required: Schema.Boolean,
  defaultValue: Schema.optional(Schema.Union([Schema.String, Schema.Number, Schema.Boolean])),
  options: Schema.optional(Schema.Array(LabelValue)),
})
export type AdditionalField = typeof AdditionalField.Type

export const pastOrdersPageSize = 20
export const PageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    docs: Schema.Array(item),
    nextPage: Schema.NullOr(Schema.Number),
    prevPage: Schema.NullOr(Schema.Number),
  })
export const PageQuery = {
  limit: Schema.optional(Schema.FiniteFromString),
  // Bounded so that the page's offset stays a number the database can count to.
  page: Schema.optional(Schema.FiniteFromString.check(Schema.isLessThanOrEqualTo(1_000_000))),
  status: Schema.optional(Schema.String),
  sort: Schema.optional(Schema.String),
}
