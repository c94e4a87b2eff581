// The browser wallets the pay step offers and the connected account, from the lazily loaded wallet module of the
// network's family (EVM wallets, TON Connect on TON, TronLink on TRON, Wallet Standard wallets on Solana:
// adapters/walletService.ts). Pressing
// a wallet locks the buttons for 2 s (spec 2 §9), so a double press never opens two wallet prompts: the wallet
// buttons' chart (machines/walletConnect.ts) holds the lock and asks the wallet.
import { useEffect, useState } from "react"
import type { Network } from "../../schema/enums.ts"
import { errors } from "../../schema/messages.ts"
import type { WalletFamily } from "../../schema/walletFamilies.ts"
import { pageAddress } from "../wiring/pageAddress.ts"
import { loadPaymentWallets, type PaymentWallets, type WalletOption } from "../wiring/paymentWallets.ts"
import { useWalletConnect } from "../wiring/walletConnect.ts"

export interface Wallets {
  readonly loaded: boolean
  readonly options: ReadonlyArray<WalletOption>
  readonly address: string | undefined
  readonly locked: boolean
  readonly connect: (option: WalletOption) => void
  readonly disconnect: () => void
  /** The connected wallet is on a chain other than the one `network` is paid on: it cannot pay there. */
  readonly onOtherChain: (network: Network) => boolean
  /** 'Unsupported network ({name})' when the connected wallet is on a chain other than the one `network` is paid
   * on (spec 2 §8), else undefined. */
  readonly unsupportedNetwork: (network: Network) => string | undefined
  /** Asks the wallet to move to the chain `network` is paid on. */
  readonly switchTo: (network: Network) => void
}

/** `family`: the wallets of the order's network; undefined while it is not known (the order still loading). */
export const useWallets = (family: WalletFamily | undefined): Wallets => {
  const [wallets, setWallets] = useState<PaymentWallets>()
  const [options, setOptions] = useState<ReadonlyArray<WalletOption>>([])
  const [address, setAddress] = useState<string>()
  const [chainId, setChainId] = useState<number>()
  const [chainName, setChainName] = useState<{ readonly id: number; readonly name: string }>()
  useEffect(() => {
    const stops: Array<() => void> = []
    let gone = false
    if (family === undefined) return
    loadPaymentWallets(pageAddress.origin(), family)
      .then((module) => {
        if (gone) return
        setWallets(module)
        setOptions(module.options())
        setAddress(module.account())
        setChainId(module.chain())
        stops.push(module.watchOptions(setOptions), module.watchAccount(setAddress), module.watchChain(setChainId))
      })
      // Without the wallet module (offline, blocked script) the manual flow still works.
      .catch(() => undefined)
    return () => {
      gone = true
      for (const stop of stops) stop()
    }
  }, [family])
  // The name of the wallet's chain, found once per chain it moves to.
  useEffect(() => {
    if (!wallets || chainId === undefined) return
    let gone = false
    void wallets.chainName(chainId).then((name) => {
      if (!gone) setChainName({ id: chainId, name })
    })
    return () => {
      gone = true
    }
  }, [wallets, chainId])
  const buttons = useWalletConnect(async (walletId) => {
    if (!wallets) return { ok: false, reason: "none" }
    return { ok: true, address: await wallets.connect(walletId) }
  }, setAddress)
  const onOtherChain = (network: Network) => {
    const wanted = wallets?.chainOf(network)
    return address !== undefined && chainId !== undefined && wanted !== undefined && chainId !== wanted
  }
  return {
    loaded: wallets !== undefined,
    options,
    address,
    locked: buttons.locked,
    connect: (option) => buttons.press(option.id),
    disconnect: () => {
      void wallets?.disconnect().then(() => setAddress(undefined))
    },
    onOtherChain,
    unsupportedNetwork: (network) =>
      // Until its name is found the notice waits, rather than flash the chain's number.
      onOtherChain(network) && chainName !== undefined && chainName.id === chainId
        ? errors.unsupportedNetwork(chainName.name)
        : undefined,
    switchTo: (network) => {
      // A refused switch leaves the wallet where it was, and the notice with its button stays.
      void wallets?.switchTo(network).catch(() => undefined)
    },
  }
}
