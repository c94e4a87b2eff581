// Solana wallets through the Wallet Standard (@wallet-standard/app): each wallet in the page (Phantom, Solflare,
// Backpack... as extension or in-app browser) registers itself, before or after the widget asks, so the list is
// watched (`on("register")`). A wallet counts when it connects (`standard:connect`) on a `solana:` chain; it pays
// when it also signs and sends (`solana:signAndSendTransaction`), answering the signature the off-ramp confirms as
// the payment's hash. Loaded only on a step that offers a Solana wallet; the transaction's code (solanaTransfer.ts)
// only when one pays.
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
} from "@solana/wallet-standard-features"
import { getWallets } from "@wallet-standard/app"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
} from "@wallet-standard/features"
import { loadChainMode } from "./chainMode.ts"
import type { PaymentWallets } from "./evmPayment.ts"
import type { WalletOption } from "./wagmiConfig.ts"
import { noChainSwitch } from "./walletService.ts"
import type { AddressOutcome } from "./wallets.ts"

/** The chain orders are paid on: the catalogue's mints are mainnet's (the sandbox's ledger stands in for it). */
export const solanaChain = "solana:mainnet"

const onSolana = (chains: ReadonlyArray<string>) => chains.some((chain) => chain.startsWith("solana:"))

/** A wallet that can give a Solana address: it connects, on a Solana chain. */
export const givesSolanaAddress = (wallet: Wallet) => StandardConnect in wallet.features && onSolana(wallet.chains)

/** A wallet that can also pay: it signs and sends a transaction on mainnet. */
export const paysOnSolana = (wallet: Wallet) =>
  givesSolanaAddress(wallet) && SolanaSignAndSendTransaction in wallet.features && wallet.chains.includes(solanaChain)

const optionOf = (wallet: Wallet): WalletOption => ({ id: wallet.name, name: wallet.name, icon: wallet.icon })

/** The wallets that pass `fits`, as buttons: the Wallet Standard's icon is a data: URI, which the page shows. */
const watched = (fits: (wallet: Wallet) => boolean) => {
  const registry = getWallets()
  const found = () => registry.get().filter(fits)
  return {
    found,
    options: () => found().map(optionOf),
    watchOptions: (onChange: (options: ReadonlyArray<WalletOption>) => void) => {
      const changed = () => onChange(found().map(optionOf))
      const stops = [registry.on("register", changed), registry.on("unregister", changed)]
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}

/** Asks the wallet to connect; answers its first account on a Solana chain (undefined when it gave none). */
const connectTo = async (wallet: Wallet): Promise<WalletAccount | undefined> => {
  const { accounts } = await (wallet.features as StandardConnectFeature)[StandardConnect].connect()
  return accounts.find((account) => onSolana(account.chains))
}

/** The on-ramp's "Get from {wallet}": the address of the account the user allows the page to read. */
export const solanaAddressWallets = () => {
  const wallets = watched(givesSolanaAddress)
  return {
    walletOptions: wallets.options,
    watchWalletOptions: wallets.watchOptions,
    // No wallet browser is detected as Solana's own yet: the user presses the button.
    ownWalletAddress: async (): Promise<string | undefined> => undefined,
    addressFrom: async (optionId: string): Promise<AddressOutcome> => {
      const wallet = wallets.found().find((w) => w.name === optionId)
      if (!wallet) return { ok: false, reason: "none" }
      try {
        const account = await connectTo(wallet)
        return account ? { ok: true, address: account.address } : { ok: false, reason: "none" }
      } catch {
        return { ok: false, reason: "failed" }
      }
    },
  }
}

/** The account connected in this page and its wallet (one per page, as the module is). */
let connected: { readonly wallet: Wallet; readonly account: WalletAccount } | undefined
const accountListeners = new Set<(address: string | undefined) => void>()
const setConnected = (next: typeof connected) => {
  connected = next
  for (const listener of accountListeners) listener(next?.account.address)
}

/** The off-ramp Pay step's Solana wallets: connect, then pay the order's SPL token transfer. A Solana wallet has no
 * chain to switch here: the transaction names mainnet. `baseUrl` is the API host (sandbox or not: the blockhash). */
export const solanaPaymentWallets = (baseUrl: string): PaymentWallets => {
  const wallets = watched(paysOnSolana)
  return {
    options: wallets.options,
    watchOptions: wallets.watchOptions,
    account: () => connected?.account.address,
    watchAccount: (onChange) => {
      accountListeners.add(onChange)
      return () => accountListeners.delete(onChange)
    },
    ...noChainSwitch("Solana"),
    connect: async (optionId) => {
      const wallet = wallets.found().find((w) => w.name === optionId)
      if (!wallet) throw new Error("no such wallet")
      const account = await connectTo(wallet)
      if (!account) throw new Error("the wallet gave no Solana account")
      setConnected({ wallet, account })
      return account.address
    },
    disconnect: async () => {
      const wallet = connected?.wallet
      setConnected(undefined)
      if (wallet && StandardDisconnect in wallet.features)
        await (wallet.features as StandardDisconnectFeature)[StandardDisconnect].disconnect()
    },
    transfer: async ({ token, to, value, decimals }) => {
      if (!connected) throw new Error("no Solana wallet connected")
      const { account, wallet } = connected
      const { mainnetLifetime, sandboxLifetime, signatureText, splTransferTransaction } = await import(
        "./solanaTransfer.ts"
      )
      // The sandbox has no Solana node to give a recent blockhash: its stand-in (solanaTransfer.ts, decisions.md).
      const lifetime = (await loadChainMode(baseUrl)) === "sandbox" ? sandboxLifetime : await mainnetLifetime()
      const transaction = await splTransferTransaction(
        { from: account.address, to, mint: token, amount: value, decimals },
        lifetime,
      )
      const [sent] = await (wallet.features as SolanaSignAndSendTransactionFeature)[
        SolanaSignAndSendTransaction
      ].signAndSendTransaction({ account, chain: solanaChain, transaction })
      if (!sent) throw new Error("the wallet sent no transaction")
      return signatureText(sent.signature)
    },
  }
}
