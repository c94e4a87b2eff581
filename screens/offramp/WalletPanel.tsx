// The pay step's wallet: one Connect button per browser wallet, or, once connected, the connected-wallet pill with
// its Disconnect action (spec 2 §2); a wallet on a chain the order is not paid on is told so, with the switch to the
// order's network (spec 2 §8 'Unsupported network ({name})').
import type { Network } from "../../schema/enums.ts"
import { offrampPayLabels } from "../../schema/offrampLabels.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import type { Wallets } from "./useWallets.ts"

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export function WalletPanel({
  wallets,
  isDisabled,
  network,
}: {
  readonly wallets: Wallets
  readonly isDisabled?: boolean
  /** The network the order is paid on, when the wallet pays it. */
  readonly network?: Network | undefined
}) {
  const { t } = useText()
  if (wallets.address) {
    const unsupported = network === undefined ? undefined : wallets.unsupportedNetwork(network)
    return (
      <>
        <div className="wallet-pill" role="status">
          <span title={wallets.address}>{t(offrampPayLabels.connected(short(wallets.address)))}</span>
          <Button className="button button-secondary" onPress={wallets.disconnect} isDisabled={isDisabled}>
            {offrampPayLabels.disconnect}
          </Button>
        </div>
        {network !== undefined && unsupported !== undefined && (
          <>
            <p role="alert" className="field-error">
              {t(unsupported)}
            </p>
            <Button block isDisabled={isDisabled} onPress={() => wallets.switchTo(network)}>
              {offrampPayLabels.switchNetwork(network)}
            </Button>
          </>
        )}
      </>
    )
  }
  // A line in the panel's place while the wallet module loads, so the buttons below do not jump under a finger.
  if (!wallets.loaded) return <p className="field-description">{t(offrampPayLabels.findingWallets)}</p>
  if (wallets.options.length === 0) return <p className="field-description">{t(offrampPayLabels.noWallet)}</p>
  return (
    <ul className="wallet-options" aria-label={t(offrampPayLabels.connectWallet)}>
      {wallets.options.map((option) => (
        <li key={option.id}>
          <Button
            className="button button-secondary wallet-option"
            block
            isDisabled={isDisabled || wallets.locked}
            onPress={() => wallets.connect(option)}
          >
            {option.icon && <img src={option.icon} alt="" width={20} height={20} />}
            {offrampPayLabels.connectWith(option.name)}
          </Button>
        </li>
      ))}
    </ul>
  )
}
