// "Get from {connector}" (spec 1 §2): one button per browser wallet the page offers, filling the address with the
// wallet's. Nothing shows when the page has no wallet. A press locks the buttons for 2 s (spec 2 §9), so a double
// press never opens two wallet prompts: the wallet buttons' chart (machines/walletConnect.ts) holds the lock and
// asks the wallet. In MiniPay the empty address is filled from MiniPay at once, with no list. The wallets are those
// of the network's family (EVM wallets, TON Connect...), whose adapter loads when the button is first shown.
import { useEffect, useRef, useState } from "react"
import { walletLabels } from "../../schema/labels.ts"
import type { WalletFamily } from "../../schema/walletFamilies.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { useWalletConnect } from "../wiring/walletConnect.ts"
import { loadWallets, type WalletOption, type WalletsModule } from "../wiring/wallets.ts"

export function GetFromWallet({
  family,
  onAddress,
  isDisabled,
  hasAddress,
}: {
  readonly family: WalletFamily
  readonly onAddress: (address: string) => void
  readonly isDisabled: boolean
  /** An address is already there: MiniPay's is not put over it. */
  readonly hasAddress: boolean
}) {
  const { t } = useText()
  const [wallets, setWallets] = useState<WalletsModule>()
  const [options, setOptions] = useState<ReadonlyArray<WalletOption>>([])
  const [ownFilled, setOwnFilled] = useState(false)
  // Read when the module arrives, not as a reason to load it again.
  const arrival = useRef({ onAddress, hasAddress })
  arrival.current = { onAddress, hasAddress }

  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    setWallets(undefined)
    setOptions([])
    loadWallets(family)
      .then((module) => {
        if (gone) return
        setWallets(module)
        setOptions(module.walletOptions())
        stop = module.watchWalletOptions(setOptions)
        if (arrival.current.hasAddress) return
        void module.ownWalletAddress().then((address) => {
          if (gone || !address) return
          arrival.current.onAddress(address)
          setOwnFilled(true)
        })
      })
      // Without the wallet module (offline, blocked script) the address field still works.
      .catch(() => undefined)
    return () => {
      gone = true
      stop?.()
    }
  }, [family])

  const buttons = useWalletConnect(
    (walletId) => wallets?.addressFrom(walletId) ?? Promise.resolve({ ok: false, reason: "none" }),
    onAddress,
  )

  if (!wallets || options.length === 0 || ownFilled) return null
  return (
    <ul className="wallet-options" aria-label={t(walletLabels.wallets)}>
      {options.map((option) => (
        <li key={option.id}>
          <Button
            className="button button-secondary wallet-option"
            block
            isDisabled={isDisabled || buttons.locked}
            onPress={() => buttons.press(option.id)}
          >
            {option.icon && <img src={option.icon} alt="" width={20} height={20} />}
            {t(walletLabels.getFrom(option.name))}
          </Button>
        </li>
      ))}
    </ul>
  )
}
