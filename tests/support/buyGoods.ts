// Paying a till in the sandbox as the widget would: a quote for a local amount to a known Kenyan till, an order
// for the payer's wallet, the payment confirmed with its hash.
import type { BuyGoodsOrder, BuyGoodsQuote } from "../../schema/buyGoods.ts"
import type { RunningServer } from "../../server/start.ts"
import { api } from "./server.ts"
import { post } from "./signIn.ts"

const base = "/api/public/pay-widget/buy-goods"
export const kenyaTill = { tillNumber: "174379", countryIsoCode: "KE", network: "CELO", asset: "USDC" }

export const tillQuote = (server: RunningServer, query: Record<string, unknown> = {}) =>
  api(
    server,
    `${base}/quote?${new URLSearchParams(
      Object.entries({ ...kenyaTill, amount: 2000, ...query }).map(([k, v]) => [k, String(v)]),
    )}`,
  )

export const quoteForTill = async (server: RunningServer, query: Record<string, unknown> = {}) => {
  const answer = await tillQuote(server, query)
  if (answer.status !== 200) throw new Error(`quote refused: ${answer.status} ${await answer.text()}`)
  const quote = (await answer.json()) as BuyGoodsQuote | null
  if (!quote) throw new Error("no offer")
  return quote
}

export const createTillOrder = (server: RunningServer, body: Record<string, unknown>) =>
  post(server, `${base}/create-order`, body)

/** An order paying 2000 KES (or `query`'s amount) to the till, from `fromAddress`. */
export const tillOrder = async (server: RunningServer, fromAddress: string, query: Record<string, unknown> = {}) => {
  const quote = await quoteForTill(server, query)
  const answer = await createTillOrder(server, {
    quoteId: quote.quoteId,
    tillNumber: quote.tillNumber,
    network: kenyaTill.network,
    asset: kenyaTill.asset,
    fromAddress,
  })
  if (answer.status !== 200) throw new Error(`create-order refused: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as BuyGoodsOrder
}

export const readTillOrder = async (server: RunningServer, orderId: string) =>
  (await (await api(server, `${base}/order/${orderId}`)).json()) as BuyGoodsOrder

export const confirmTillPayment = (server: RunningServer, orderId: string, hash: string) =>
  post(server, `${base}/confirm-payment`, { orderId, hash })

export const decideTillPayout = (server: RunningServer, orderId: string, decision: "payout-success" | "payout-fail") =>
  fetch(`${server.url}/api/sandbox/buy-goods/${orderId}/${decision}`, { method: "POST" })
