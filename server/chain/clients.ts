// viem clients for the chain at an RPC URL: one to read, one that signs as the hot wallet.
import { createPublicClient, createTestClient, createWalletClient, defineChain, type Hex, http, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"

export const connectChain = async (rpcUrl: string, hotWalletPrivateKey: string) => {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hotWalletPrivateKey)) {
    throw new Error("HOT_WALLET_PRIVATE_KEY must be 0x followed by 64 hexadecimal digits")
  }
  const account = privateKeyToAccount(hotWalletPrivateKey as Hex)
  const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId()
  const chain = defineChain({
    id: chainId,
    name: "Sandbox chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // Batched JSON-RPC: the start's many reads (code at each contract) go in one request.
  const transport = http(rpcUrl, { batch: true })
  // A local chain mines at once: poll receipts often rather than every 4 seconds.
  const pollingInterval = 100
  return {
    chainId,
    reader: createPublicClient({ chain, transport, pollingInterval }),
    wallet: createWalletClient({ chain, transport, account, pollingInterval }),
  }
}

export type ChainClients = Awaited<ReturnType<typeof connectChain>>

/** On an anvil of the server's own, a hot wallet other than anvil's funded accounts is given ether for gas. */
export const fundOnAnvil = async ({ reader, wallet }: ChainClients, rpcUrl: string) => {
  const address = wallet.account.address
  if ((await reader.getBalance({ address })) >= parseEther("1")) return
  await createTestClient({ mode: "anvil", transport: http(rpcUrl) }).setBalance({ address, value: parseEther("10000") })
}
