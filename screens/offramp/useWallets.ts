// The browser wallets the pay step offers and the connected account, from the lazily loaded wallet module. Pressing
// a wallet locks the buttons for 2 s (spec 2 §9), so a double press never opens two wallet prompts.
import { useEffect, useState } from "react"
import { errors } from "../../schema/messages.ts"
import { timings } from "../../schema/timings.ts"
import { showToast } from "../toasts.ts"
import { loadPaymentWallets, type PaymentWallets, type WalletOption } from "../wiring/paymentWallets.ts"

export interface Wallets {
  readonly loaded: boolean
  readonly options: ReadonlyArray<WalletOption>
  readonly address: string | undefined
  readonly locked: boolean
  readonly connect: (option: WalletOption) => Promise<void>
  readonly disconnect: () => void
}

export const useWallets = (): Wallets => {
  const [wallets, setWallets] = useState<PaymentWallets>()
  const [options, setOptions] = useState<ReadonlyArray<WalletOption>>([])
  const [address, setAddress] = useState<string>()
  const [locked, setLocked] = useState(false)
  useEffect(() => {
    const stops: Array<() => void> = []
    let gone = false
    loadPaymentWallets(window.location.origin)
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
  return {
    loaded: wallets !== undefined,
    options,
    address,
    locked,
    connect: async (option) => {
      if (!wallets) return
      setLocked(true)
      setTimeout(() => setLocked(false), timings.walletConnectLock)
      try {
        setAddress(await wallets.connect(option.id))
      } catch {
        showToast("error", errors.failedToConnectWallet)
      }
    },
    disconnect: () => {
      void wallets?.disconnect().then(() => setAddress(undefined))
    },
  }
}
