// A user's own wallet app outside the widget, as the browser tests stand in for it: a fresh anvil key with gas and
// 100 CUSD from the sandbox's faucet, whose transfers are signed with viem (buy-goods' pay screen takes the hash of a
// payment made elsewhere).
import { createPublicClient, createWalletClient, defineChain, erc20Abi, type Hex, http, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import type { SandboxChain } from "../../schema/sandbox.ts"
import { fundAddress } from "./orders.ts"
import { widgetUrl } from "./widget.ts"

export const asset = "CUSD"

const sandboxCelo = async () => {
  const chains: ReadonlyArray<SandboxChain> = await (await fetch(widgetUrl("/api/sandbox/chains"))).json()
  const celo = chains.find((c) => c.network === "CELO")
  const token = celo?.tokens.find((t) => t.asset === asset)
  if (!celo || !token) throw new Error(`no sandbox ${asset} on CELO`)
  return { celo, token }
}

/** A JSON-RPC call to a chain's node (the test wallet passes on what it does not answer itself). */
export const nodeRequest = async (rpcUrl: string, method: string, params: ReadonlyArray<unknown>) => {
  const answer = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  })
  const body = await answer.json()
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** Whether the sandbox's node mines each transaction as it arrives (anvil's automine, on by default); turned on, it
 * mines what waits at once. Off, a transfer stays pending as on a busy chain. */
export const automine = async (on: boolean) => {
  const { celo } = await sandboxCelo()
  await nodeRequest(celo.rpcUrl, "evm_setAutomine", [on])
  if (on) await nodeRequest(celo.rpcUrl, "evm_mine", [])
}

/** A fresh anvil key with gas and 100 CUSD from the faucet, and its transfers of CUSD (waited for until mined, or
 * only sent). */
export const fundedWallet = async () => {
  const { celo, token } = await sandboxCelo()
  const chain = defineChain({
    id: celo.chainId,
    name: "Sandbox chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [celo.rpcUrl] } },
  })
  const account = privateKeyToAccount(generatePrivateKey())
  await fundAddress(widgetUrl(""), { network: "CELO", asset, address: account.address, amount: "100" })
  const signer = createWalletClient({ account, chain, transport: http(celo.rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(celo.rpcUrl) })
  const send = (to: string, amount: string) =>
    signer.writeContract({
      address: token.address as Hex,
      abi: erc20Abi,
      functionName: "transfer",
      args: [to as Hex, parseUnits(amount, token.decimals)],
    })
  const transfer = async (to: string, amount: string) => {
    const hash = await send(to, amount)
    await reader.waitForTransactionReceipt({ hash })
    return hash
  }
  /** A transaction the page's wallet is asked to send (eth_sendTransaction), signed with this key. */
  const sendTransaction = (tx: { to: Hex; data?: Hex; value?: Hex; gas?: Hex }) =>
    signer.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    })
  return { address: account.address, send, transfer, sendTransaction, chainId: celo.chainId, rpcUrl: celo.rpcUrl }
}
