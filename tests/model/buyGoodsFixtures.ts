// Outputs and failures the buy-goods charts' actors give in path tests, shaped as the API client gives them.
import type { BuyGoodsOrder, BuyGoodsQuote } from "../../schema/buyGoods.ts"
import { buyGoodsErrorCodes, buyGoodsRefusals } from "../../schema/buyGoods.ts"
import type { OrderId, QuoteId } from "../../schema/ids.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { onrampCatalog } from "./fixtures.ts"

export const buyGoodsCatalog = {
  countryIsoCode: "KE",
  currencyIsoCode: "KES",
  assets: onrampCatalog.assets.filter((a) => a.canOfframp),
  enabled: true,
}

export const tillQuote: BuyGoodsQuote = {
  quoteId: "quote-till" as QuoteId,
  expiresAt: "2099-01-01T00:00:00.000Z",
  tillNumber: "174379",
  merchantName: "Java House Kimathi Street",
  currencyIsoCode: "KES",
  localCurrencyAmount: 2000,
  cryptoAmount: 15.84,
  cryptoExchangeRate: 127.17,
  feeAmountCrypto: 0.1,
}

const order = (status: BuyGoodsOrder["status"], expiresAt = "2099-01-01T00:00:00.000Z"): BuyGoodsOrder => ({
  _id: "order-till" as OrderId,
  status,
  tillNumber: "174379",
  merchantName: "Java House Kimathi Street",
  network: "CELO",
  asset: "CUSD",
  cryptoAmount: 15.84,
  feeAmountCrypto: 0.1,
  localCurrencyAmount: 2000,
  currencyIsoCode: "KES",
  countryIsoCode: "KE",
  depositAddress: "0x1111111111111111111111111111111111111111",
  fromAddress: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
  hash: status === "initiated" ? null : `0x${"ab".repeat(32)}`,
  error: status === "transaction_invalid" ? transactionProblems.notFound("CELO") : null,
  expiresAt,
  createdAt: "2026-01-01T00:00:00.000Z",
  timeline: [{ status, createdAt: "2026-01-01T00:00:00.000Z" }],
})

export const tillOrders = {
  initiated: order("initiated"),
  pastExpiry: order("initiated", "2020-01-01T00:00:00.000Z"),
  validating: order("validating_transaction"),
  invalid: order("transaction_invalid"),
  pending: order("offramp_pending"),
  success: order("offramp_success"),
}

export const buyGoodsFailures = {
  unknownTill: {
    _tag: "InvalidRequest",
    code: buyGoodsErrorCodes.unknownTill,
    message: buyGoodsRefusals.unknownTill("99999", "Kenya"),
  },
  quoteExpired: { _tag: "QuoteExpired", code: "QUOTE_EXPIRED", message: "The offer has expired." },
  wrongRecipient: {
    _tag: "InvalidRequest",
    code: "INVALID_REQUEST",
    message: transactionProblems.wrongRecipient("CUSD", "0x1111111111111111111111111111111111111111"),
  },
}
