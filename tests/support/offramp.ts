// Selling in the sandbox as a user and their wallet would: an offer for USDC on Celo paid out by mobile money in
// Kenya, an order from it, and a test wallet (a fresh key funded by the faucet) that sends the ERC-20 on anvil.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hash,
  http,
  parseUnits,
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { beforeAll } from "vitest"
import type { Tokens } from "../../schema/auth.ts"
import type { OfframpOrder, OfframpQuote } from "../../schema/offrampModels.ts"
import type { SandboxChain } from "../../schema/sandbox.ts"
import type { RunningServer } from "../../server/start.ts"
import { kenyaSale, mobileMoneyDetails } from "./kenyaSale.ts"
import { until } from "./polling.ts"
import { api, serverForThisFile, setSettings } from "./server.ts"
import { bearer, post } from "./signIn.ts"

export { kenyaSale, mobileMoneyDetails }

/** The file's server (serverForThisFile), with payouts waiting for the tests' decisions (payoutSeconds 0). */
export const saleServerForThisFile = () => {
  const server = serverForThisFile()
  beforeAll(async () => {
    await setSettings(server, { payoutSeconds: 0 })
  })
  return server
}

export const offerPath = (query: Record<string, unknown> = {}) =>
  `/api/public/pay-widget/offramp/best-offer?${new URLSearchParams(
    Object.entries({ ...kenyaSale, currency: "crypto", amount: 20, ...query }).map(([k, v]) => [k, String(v)]),
  )}`

export const bestOffer = async (server: RunningServer, query: Record<string, unknown> = {}) => {
  const answer = await api(server, offerPath(query))
  if (answer.status !== 200) throw new Error(`best-offer refused: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as OfframpQuote | null
}

export const quoteOf = async (server: RunningServer, query: Record<string, unknown> = {}) => {
  const quote = await bestOffer(server, query)
  if (!quote) throw new Error("no offer")
  return quote
}

/** The creation body for a quote, as the widget sends it. */
export const saleBody = (quote: OfframpQuote, address: string, extra: Record<string, unknown> = {}) => ({
  quoteId: quote.quoteId,
  network: kenyaSale.network,
  asset: kenyaSale.asset,
  amount: quote.cashout.cryptoAmount,
  currency: "crypto",
  address,
  requiredFields: mobileMoneyDetails,
  ...extra,
})

export const createSale = (server: RunningServer, body: Record<string, unknown>, tokens?: Tokens) =>
  tokens
    ? post(server, "/api/private/pay-widget/offramp/create-order", body, bearer(tokens))
    : post(server, "/api/public/pay-widget/offramp/create-order-anonymous", body)

/** An anonymous order for 20 USDC (or `query`'s offer) from `address`. */
export const saleOrder = async (
  server: RunningServer,
  address: string,
  query: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => {
  const answer = await createSale(server, saleBody(await quoteOf(server, query), address, extra))
  if (answer.status !== 200) throw new Error(`create-order refused: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as OfframpOrder
}

export const readSale = async (server: RunningServer, orderId: string) =>
  (await (await api(server, `/api/public/pay-widget/offramp/order/${orderId}`)).json()) as OfframpOrder

export const confirmSale = (server: RunningServer, orderId: string, hash: string) =>
  post(server, "/api/public/pay-widget/offramp/confirm-order", { orderId, hash })

export const decidePayout = (server: RunningServer, orderId: string, decision: "payout-success" | "payout-fail") =>
  fetch(`${server.url}/api/sandbox/offramp/${orderId}/${decision}`, { method: "POST" })

export const saleUntil = (server: RunningServer, orderId: string, statuses: ReadonlyArray<string>, seconds = 15) =>
  until(
    () => readSale(server, orderId),
    (order) => statuses.includes(order.status),
    seconds,
  )

/** The sandbox chain standing in for Celo: every sandbox chain, its RPC address and a viem chain for it. */
export const chainOf = async (server: RunningServer) => {
  const chains: ReadonlyArray<SandboxChain> = await (await fetch(`${server.url}/api/sandbox/chains`)).json()
  const celo = chains.find((c) => c.network === "CELO")
  if (!celo) throw new Error("no sandbox chain for CELO")
  return {
    chains,
    rpcUrl: celo.rpcUrl,
    chain: defineChain({
      id: celo.chainId,
      name: "Sandbox chain",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [celo.rpcUrl] } },
    }),
  }
}

export const tokenOf = async (server: RunningServer, network: string, asset: string) => {
  const { chains } = await chainOf(server)
  const token = chains.find((c) => c.network === network)?.tokens.find((t) => t.asset === asset)
  if (!token) throw new Error(`no sandbox token ${asset} on ${network}`)
  return { address: token.address as Address, decimals: token.decimals }
}

export const faucet = async (
  server: RunningServer,
  address: string,
  amount: string,
  asset = kenyaSale.asset,
  network = kenyaSale.network,
) => {
  const answer = await fetch(`${server.url}/api/sandbox/faucet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ network, asset, address, amount }),
  })
  if (answer.status !== 200) throw new Error(`faucet refused: ${answer.status} ${await answer.text()}`)
}

/** A fresh wallet on the sandbox chain with gas and `amount` of the asset from the faucet. */
export const testWallet = async (server: RunningServer, amount = "100", asset = kenyaSale.asset) => {
  const account = privateKeyToAccount(generatePrivateKey())
  const { chain, rpcUrl } = await chainOf(server)
  const reader = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 100 })
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account, pollingInterval: 100 })
  await faucet(server, account.address, amount, asset)
  const balance = async (token = kenyaSale.asset, network = kenyaSale.network) => {
    const { address, decimals } = await tokenOf(server, network, token)
    const units = await reader.readContract({
      address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [account.address],
    })
    return formatUnits(units, decimals)
  }
  /** An ERC-20 transfer, mined; `gas` given skips the estimate, so a transfer that reverts is still sent. */
  const send = async (to: string, amount: string, options: { asset?: string; gas?: bigint } = {}) => {
    const { address, decimals } = await tokenOf(server, kenyaSale.network, options.asset ?? kenyaSale.asset)
    const hash = await wallet.writeContract({
      address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [to as Address, parseUnits(amount, decimals)],
      ...(options.gas ? { gas: options.gas } : {}),
    })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    return { hash: hash as Hash, status: receipt.status }
  }
  return { address: account.address, balance, send }
}
