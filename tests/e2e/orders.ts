// On-ramp orders made and moved through the sandbox's real calls, as a buyer and the sandbox agent would: for the
// status page's browser tests (and for looking at its screens).
export interface MadeOrder {
  readonly email: string
  readonly tokens: { readonly accessToken: string; readonly refreshToken: string }
  readonly orderId: string
  readonly swapId: string
}

const call = async (base: string, path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, headers, ...rest } = init
  const answer = await fetch(`${base}${path}`, {
    ...rest,
    headers: {
      "x-web": "1",
      ...(typeof rest.body === "string" ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  })
  return answer
}

const json = async (answer: Response) => {
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`)
  return answer.json()
}

/** A new buyer in Kenya with a fresh order of 2000 KES of CUSD on Celo (manual transfer). */
export const makeOrder = async (
  base: string,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<MadeOrder> => {
  const post = (path: string, body: unknown, token?: string) =>
    call(base, path, { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) })
  const { codeId } = await json(
    await post("/api/public/pay-widget/auth/fast-auth/init", { email, countryIsoCode: "KE" }),
  )
  const [message] = await json(await fetch(`${base}/api/sandbox/outbox?email=${encodeURIComponent(email)}`))
  const tokens = await json(
    await post("/api/public/pay-widget/auth/fast-auth/confirm", { codeId, code: message.code, countryIsoCode: "KE" }),
  )
  const market = { countryIsoCode: "KE", paymentChannel: "bank", network: "CELO", asset: "CUSD" }
  const quote = await json(
    await post("/api/public/pay-widget/onramp/best-offer", { ...market, currency: "local", amount: 2000 }),
  )
  const created = await json(
    await post(
      "/api/private/pay-widget/onramp/create-order",
      {
        currency: "local",
        amount: 2000,
        address: "0x765DE816845861e75A25fCA122bb6898B8B1282a",
        network: "CELO",
        asset: "CUSD",
        quoteId: quote.quoteId,
        ...extra,
      },
      tokens.accessToken,
    ),
  )
  const order = await readOrder(base, created._id)
  return { email, tokens, orderId: created._id, swapId: order.buySwap._id }
}

export const readOrder = async (base: string, orderId: string) =>
  json(await call(base, `/api/public/pay-widget/onramp/order/${orderId}`))

/** "I Transferred": the buyer confirms the swap. */
export const confirmTransfer = async (base: string, order: MadeOrder, confirm = true) =>
  json(
    await call(base, `/api/private/swaps/buy/${order.swapId}/confirm`, {
      method: "POST",
      body: JSON.stringify({ confirm }),
      token: order.tokens.accessToken,
    }),
  )

export type AgentDecision = "seller-confirm" | "seller-reject" | "payment-mismatch" | "confirmation-failed"

export const decide = async (base: string, order: MadeOrder, decision: AgentDecision) =>
  json(await fetch(`${base}/api/sandbox/swaps/${order.swapId}/${decision}`, { method: "POST" }))

/** The agent confirms and the sending fails. */
export const failWithdrawal = async (base: string, order: MadeOrder) =>
  json(await fetch(`${base}/api/sandbox/orders/${order.orderId}/withdrawal-fail`, { method: "POST" }))

/** An off-ramp order as anyone may read it. */
export const readOfframpOrder = async (
  base: string,
  orderId: string,
): Promise<{ status: string; network: string; fromAddress: string; toAddress: string; hash: string | null }> =>
  json(await call(base, `/api/public/pay-widget/offramp/order/${orderId}`))

/** The sandbox faucet: gas and minted tokens on an EVM network, a ledger credit on the others. */
export const fundAddress = async (
  base: string,
  funding: { readonly network: string; readonly asset: string; readonly address: string; readonly amount: string },
) => json(await call(base, "/api/sandbox/faucet", { method: "POST", body: JSON.stringify(funding) }))

/** The payout provider's answer on an off-ramp order whose payout started. */
export const decidePayout = async (base: string, orderId: string, decision: "payout-success" | "payout-fail") =>
  json(await call(base, `/api/sandbox/offramp/${orderId}/${decision}`, { method: "POST" }))

/** A (network, asset) of the catalogue: its token contract and decimals. */
export const catalogAsset = async (base: string, network: string, asset: string) => {
  const assets: ReadonlyArray<{ network: string; asset: string; contractAddress: string; decimals: number }> =
    await json(await call(base, "/api/public/pay-widget/blockchain-assets"))
  const found = assets.find((a) => a.network === network && a.asset === asset)
  if (!found) throw new Error(`no ${asset} on ${network} in the catalogue`)
  return found
}
