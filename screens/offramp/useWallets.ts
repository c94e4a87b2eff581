// The browser wallets the pay step offers and the connected account, from the lazily loaded wallet module. Pressing
// a wallet locks the buttons for 2 s (spec 2 §9), so a double press never opens two wallet prompts: the wallet
// buttons' chart (machines/walletConnect.ts) holds the lock and asks the wallet.
import { useEffect, useState } from "react"
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
}

export const useWallets = (): Wallets => {
  const [wallets, setWallets] = useState<PaymentWallets>()
  const [options, setOptions] = useState<ReadonlyArray<WalletOption>>([])
  const [address, setAddress] = useState<string>()
  useEffect(() => {
    const stops: Array<() => void> = []
    let gone = false
    loadPaymentWallets(pageAddress.origin())
      .then((module) => {
        if (gone) return
        setWallets(module)
        setOptions(module.options())
        setAddress(module.account())
        stops.push(module.watchOptions(setOptions), module.watchAccount(setAddress))
      })
      // Without the wallet module (offline, blocked script) the manual flow still works.
      .catch(() => undefined)
    return () => {
      gone = true
      for (const stop of stops) stop()
    }
  }, [])
  const buttons = useWalletConnect(async (walletId) => {
    if (!wallets) return { ok: false, reason: "none" }
    return { ok: true, address: await wallets.connect(walletId) }
  }, setAddress)
  return {
    loaded: wallets !== undefined,
    options,
    address,
    locked: buttons.locked,
    connect: (option) => buttons.press(option.id),
    disconnect: () => {
      void wallets?.disconnect().then(() => setAddress(undefined))
    },
  }
}
