// Rows of an off-ramp order with its timeline, shaped as the contract's OfframpOrder. On EVM networks the order
// also says how to pay it (chain id, token contract, decimals, amount in base units), for the widget's wallet.
import { parseUnits } from "viem"
import type { Asset, Network, OfframpStatus, PaymentChannel } from "../../schema/enums.ts"
import { OfferId, OrderId } from "../../schema/ids.ts"
import type { OfframpOrder, PublicOfframpOrder } from "../../schema/offrampModels.ts"

export interface PayToken {
  readonly chainId: number
  readonly address: string
  readonly decimals: number
}

export const orderColumns = `o.id, o.status, o.network, o.asset, o.hash, o.refund_hash, o.from_address, o.to_address,
  o.currency_iso_code, o.country_iso_code, o.crypto_amount::text, o.usd_amount::text, o.local_amount::text,
  o.fee_amount_crypto::text, o.details, o.error, o.expires_at, o.created_at, o.offer_id, o.payment_channel,
  (SELECT coalesce(json_agg(json_build_object('status', e.status, 'createdAt', e.created_at) ORDER BY e.id), '[]')
    FROM offramp_order_events e WHERE e.order_id = o.id) AS timeline`

const iso = (value: unknown) => new Date(value as string).toISOString()

/** Trailing zeros of a numeric column are no precision: "12.500000" is 12.5. */
const plain = (amount: string) => (amount.includes(".") ? amount.replace(/\.?0+$/, "") : amount)

export const rowToOrder = (r: Record<string, unknown>, token: PayToken | undefined): OfframpOrder => {
  const cryptoAmount = plain(r.cryptoAmount as string)
  return {
    _id: OrderId.make(String(r.id)),
    status: r.status as OfframpStatus,
    network: r.network as Network,
    asset: r.asset as Asset,
    hash: (r.hash as string | null) ?? null,
    refundHash: (r.refundHash as string | null) ?? null,
    fromAddress: r.fromAddress as string,
    toAddress: r.toAddress as string,
    currencyIsoCode: r.currencyIsoCode as string,
    countryIsoCode: r.countryIsoCode as string,
    cashout: {
      cryptoAmount: Number(cryptoAmount),
      usdAmount: Number(r.usdAmount),
      localCurrencyAmount: Number(r.localAmount),
      feeAmountCrypto: Number(r.feeAmountCrypto),
    },
    offerRequiredFields: (r.details as Array<{ label: string; value: string }>) ?? [],
    error: (r.error as string | null) ?? null,
    expiresAt: iso(r.expiresAt),
    createdAt: iso(r.createdAt),
    offerId: OfferId.make(String(r.offerId)),
    paymentChannel: r.paymentChannel as PaymentChannel,
    cryptoTransactionRequestAdditionalData: token
      ? {
          chainId: token.chainId,
          contractAddress: token.address,
          decimals: token.decimals,
          to: r.toAddress as string,
          amount: cryptoAmount,
          value: parseUnits(cryptoAmount, token.decimals).toString(),
        }
      : null,
    timeline: ((r.timeline as Array<{ status: OfframpStatus; createdAt: string }>) ?? []).map((event) => ({
      status: event.status,
      createdAt: iso(event.createdAt),
    })),
  }
}

/** What a stranger with the order's id reads: the order without its payout details. */
export const publicOfframpOrder = ({ offerRequiredFields: _details, ...order }: OfframpOrder): PublicOfframpOrder =>
  order
