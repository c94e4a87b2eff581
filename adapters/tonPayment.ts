// The off-ramp Pay step's TON wallet: connected through TON Connect (tonConnect.ts, the on-ramp's connector, so a
// wallet connected there stays so), then the order's jetton payment: a TEP-74 transfer sent to the sender's own
// jetton wallet, which moves the jettons to the order's deposit address. The wallet answers the external message it
// signed and sent; the order is confirmed with that message's normalized hash. Loaded only by the TON Pay step.
import { toUserFriendlyAddress, type Wallet } from "@tonconnect/sdk"
import { tonCenterApi } from "../schema/tonApi.ts"
import type { PaymentWallets } from "./evmPayment.ts"
import { connectTon, offeredTonWallets, tonConnector } from "./tonConnect.ts"
import {
  addressInCell,
  addressSlice,
  bounceableAddress,
  jettonTransferPayload,
  normalizedMessageHash,
} from "./tonJetton.ts"
import { noChainSwitch } from "./walletService.ts"

/** TON sent along to pay the jetton wallets' fees; what is left comes back to the sender (response destination). */
const attachedNanotons = 50_000_000n
/** A nanoton forwarded with the transfer notification, so the deposit address is told of the payment. */
const forwardNanotons = 1n
/** How long the wallet may take to send the message before the network refuses it. */
const validSeconds = 5 * 60

/**
 * The sender's jetton wallet, where the transfer message goes. The sandbox answers its stand-in (it runs no TON
 * node: server/chain/tonJettonWallets.ts); elsewhere the jetton master's `get_wallet_address`, run on toncenter.
 */
const jettonWalletOf = async (baseUrl: string, owner: string, master: string) => {
  const sandbox = await fetch(
    `${baseUrl}/api/sandbox/ton/jetton-wallet?${new URLSearchParams({ owner, jetton: master })}`,
    { headers: { "x-web": "1" } },
  )
  if (sandbox.ok) return ((await sandbox.json()) as { readonly address: string }).address
  if (sandbox.status !== 404) throw new Error(`the sandbox answered ${sandbox.status} for the jetton wallet`)
  const answer = await fetch(`${tonCenterApi}/runGetMethod`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      address: master,
      method: "get_wallet_address",
      stack: [{ type: "slice", value: addressSlice(owner) }],
    }),
  })
  if (!answer.ok) throw new Error(`toncenter answered ${answer.status} for the jetton wallet`)
  const result = (await answer.json()) as {
    readonly exit_code: number
    readonly stack: ReadonlyArray<{ readonly type: string; readonly value: string }>
  }
  const [wallet] = result.stack
  if (result.exit_code !== 0 || !wallet) throw new Error(`get_wallet_address exited with ${result.exit_code}`)
  return addressInCell(wallet.value)
}

/** The address as the user's wallet shows it and the order names its sender: non-bounceable (UQ…). */
const shown = (wallet: Wallet | null) => (wallet ? toUserFriendlyAddress(wallet.account.address) : undefined)

export const tonPaymentWallets = async (baseUrl: string): Promise<PaymentWallets> => {
  const connector = tonConnector(baseUrl)
  // A wallet connected earlier in the page stays so; restoring again would replace its live connection.
  if (!connector.connected) await connector.restoreConnection().catch(() => undefined)
  const options = offeredTonWallets(await connector.getWallets())
  return {
    options: () => options,
    // The injected wallets are there when the page loads: the list does not change afterwards.
    watchOptions: () => () => undefined,
    account: () => shown(connector.wallet),
    watchAccount: (onChange) => connector.onStatusChange((wallet) => onChange(shown(wallet))),
    // A TON wallet pays on mainnet, which the connector asks for (a testnet wallet is refused): no chain to switch.
    ...noChainSwitch("TON"),
    connect: async (optionId) => {
      const address = shown(await connectTon(connector, optionId))
      if (!address) throw new Error("the TON wallet gave no account")
      return address
    },
    disconnect: () => connector.disconnect().catch(() => undefined),
    transfer: async ({ token, to, value }) => {
      const owner = connector.wallet?.account.address
      if (!owner) throw new Error("no TON wallet is connected")
      const jettonWallet = await jettonWalletOf(baseUrl, owner, token)
      const payload = jettonTransferPayload({
        queryId: BigInt(Date.now()),
        amount: value,
        destination: to,
        responseDestination: owner,
        forwardTonAmount: forwardNanotons,
      })
      const { boc } = await connector.sendTransaction({
        validUntil: Math.floor(Date.now() / 1000) + validSeconds,
        messages: [{ address: bounceableAddress(jettonWallet), amount: attachedNanotons.toString(), payload }],
      })
      return normalizedMessageHash(boc)
    },
  }
}
