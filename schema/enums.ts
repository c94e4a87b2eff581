// Enumerations of spec 1 §3 and spec 2 §3-§4, with the constant lists derived from them.
import { Schema } from "effect"

export const networks = [
  "POLYGON",
  "ETHEREUM",
  "STELLAR",
  "AVALANCHE",
  "SOLANA",
  "ALGORAND",
  "TRON",
  "CELO",
  "BASE",
  "OPTIMISM",
  "NEAR",
  "TON",
  "LISK",
  "BNB",
  "ARBITRUM",
  "XRP",
] as const
export const Network = Schema.Literals(networks)
export type Network = typeof Network.Type

/** ALGORAND and NEAR have explorer links only: no order is made on them. */
export const transactingNetworks: ReadonlyArray<Network> = networks.filter((n) => n !== "ALGORAND" && n !== "NEAR")

/** Networks whose transfers carry a memo; the memo is dropped for every other network. */
export const memoNetworks: ReadonlyArray<Network> = ["STELLAR", "TON"]

export const evmNetworks: ReadonlyArray<Network> = [
  "POLYGON",
  "ETHEREUM",
  "AVALANCHE",
  "CELO",
  "BASE",
  "OPTIMISM",
  "LISK",
  "BNB",
  "ARBITRUM",
]

export const assets = ["USDC", "USDC_E", "USDE", "CUSD", "USDT", "CKES", "CGHS", "RLUSD"] as const
export const Asset = Schema.Literals(assets)
export type Asset = typeof Asset.Type

/** In the spec's display order (spec 1 §9). */
export const paymentChannels = ["bank", "mobile_money", "paybill", "buy_goods", "airtime"] as const
export const PaymentChannel = Schema.Literals(paymentChannels)
export type PaymentChannel = typeof PaymentChannel.Type

export const CurrencyType = Schema.Literals(["local", "crypto"])
export type CurrencyType = typeof CurrencyType.Type

export const BuySwapStatus = Schema.Literals([
  "initiated",
  "buyer_confirmed",
  "buyer_rejected",
  "seller_confirmed",
  "seller_rejected",
  "expired",
  "seller_confirmation_pending",
  "seller_confirmation_failed",
  "buyer_payment_info_mismatch",
])
export type BuySwapStatus = typeof BuySwapStatus.Type

export const PaymentFlowType = Schema.Literals(["manual", "stk_push", "ussd", "redirect", "otp_stk_push"])
export type PaymentFlowType = typeof PaymentFlowType.Type

/** Order state, also the withdrawal status of an on-ramp order. */
export const OrderState = Schema.Literals(["pending", "failed", "complete"])
export type OrderState = typeof OrderState.Type

export const OfframpStatus = Schema.Literals([
  "initiated",
  "validating_transaction",
  "transaction_invalid",
  "awaiting_transaction_confirmation",
  "transaction_confirmed",
  "offramp_success",
  "transaction_failed",
  "offramp_pending",
  "offramp_failed",
  "offramp_retry",
  "refunding",
  "refunded",
  "refund_failed",
  "expired",
  "cancelled",
])
export type OfframpStatus = typeof OfframpStatus.Type

export const KycState = Schema.Literals(["initiated", "approved", "rejected", "invalid"])
export type KycState = typeof KycState.Type

export const KycLevel = Schema.Literals(["basic", "advanced"])
export type KycLevel = typeof KycLevel.Type

export const Product = Schema.Literals(["onramp", "offramp"])
export type Product = typeof Product.Type

export const MonitoringEventType = Schema.Literals([
  "impression",
  "click",
  "link",
  "scroll",
  "type",
  "operation",
  "pick",
])
export type MonitoringEventType = typeof MonitoringEventType.Type

export const OperationStatus = Schema.Literals(["start", "success", "fail"])
export type OperationStatus = typeof OperationStatus.Type

export const Flow = Schema.Literals(["onramp", "offramp"])
export type Flow = typeof Flow.Type

/** Supported countries of spec 1 §5, each with its currency. */
export const currencyCountries = {
  NGN: "NG",
  KES: "KE",
  GHS: "GH",
  UGX: "UG",
  ZAR: "ZA",
  TZS: "TZ",
  RWF: "RW",
  ZMW: "ZM",
  MWK: "MW",
} as const
