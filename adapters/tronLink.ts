// TRON wallets through the provider TronLink injects in the page (its extension, its app's browser):
// `tronLink.request({ method: "tron_requestAccounts" })` asks the user, then `tronWeb.defaultAddress.base58` is the
// account and a TRC-20 `transfer(to, amount).send()` answers the transaction id. No library: TronWeb comes with the
// wallet. Loaded only on the step that offers a TRON wallet, so the first screen carries none of it.
import type { PaymentWallets } from "./evmPayment.ts"
import type { WalletOption } from "./wagmiConfig.ts"
import { noChainSwitch } from "./walletService.ts"
import type { AddressOutcome } from "./wallets.ts"

/** What the widget uses of the TronWeb instance TronLink injects. */
interface TronWeb {
  readonly defaultAddress?: { readonly base58?: string | false }
  readonly contract: () => {
    readonly at: (address: string) => Promise<{
      readonly transfer: (to: string, amount: string) => { readonly send: () => Promise<string> }
    }>
  }
}

interface TronLink {
  readonly request: (request: { readonly method: string }) => Promise<{ readonly code?: number } | "" | undefined>
  readonly tronWeb?: TronWeb | false
}

type TronWindow = { readonly tronLink?: TronLink; readonly tronWeb?: TronWeb | false }

const tronLink = () => (window as TronWindow).tronLink
/** TronLink sets its TronWeb on itself and on the window once the site is allowed. */
const tronWeb = () => tronLink()?.tronWeb || (window as TronWindow).tronWeb || undefined

const tronLinkOption: WalletOption = { id: "tronlink", name: "TronLink", icon: undefined }
const options = (): ReadonlyArray<WalletOption> => (tronLink() ? [tronLinkOption] : [])

/** TronLink answers code 200 when the user allows the site; 4001 when they refuse, nothing while it is locked. */
const requestAccount = async (): Promise<string | undefined> => {
  const wallet = tronLink()
  if (!wallet) return undefined
  const answer = await wallet.request({ method: "tron_requestAccounts" })
  if (typeof answer !== "object" || answer.code !== 200) throw new Error("TronLink refused the connection")
  return tronWeb()?.defaultAddress?.base58 || undefined
}

/** The on-ramp's "Get from TronLink": the address the user allows the page to read. */
export const tronAddressWallets = () => ({
  walletOptions: options,
  // TronLink injects itself before the page runs: the list does not change afterwards.
  watchWalletOptions: (_onChange: (options: ReadonlyArray<WalletOption>) => void) => () => undefined,
  // No wallet browser is detected as TRON's own yet: the user presses the button.
  ownWalletAddress: async (): Promise<string | undefined> => undefined,
  addressFrom: async (_optionId: string): Promise<AddressOutcome> => {
    try {
      const address = await requestAccount()
      return address ? { ok: true, address } : { ok: false, reason: "none" }
    } catch {
      return { ok: false, reason: "failed" }
    }
  },
})

/** The account connected in this page (one per page, as the module is): TronLink has no call to disconnect a site,
 * so Disconnect forgets it here and the next Connect asks again. */
let account: string | undefined
const accountListeners = new Set<(address: string | undefined) => void>()
const setAccount = (address: string | undefined) => {
  account = address
  for (const listener of accountListeners) listener(address)
}

/** The off-ramp Pay step's TronLink: connect, then pay the order's TRC-20 transfer. A TRON wallet has no chain to
 * switch: TronLink's own network setting is the user's. */
export const tronPaymentWallets = (): PaymentWallets => ({
  options,
  watchOptions: () => () => undefined,
  account: () => account,
  watchAccount: (onChange) => {
    accountListeners.add(onChange)
    return () => accountListeners.delete(onChange)
  },
  ...noChainSwitch("TRON"),
  connect: async () => {
    const address = await requestAccount()
    if (!address) throw new Error("TronLink gave no account")
    setAccount(address)
    return address
  },
  disconnect: async () => setAccount(undefined),
  transfer: async ({ token, to, value }) => {
    const web = tronWeb()
    if (!web) throw new Error("no TronLink in the page")
    const contract = await web.contract().at(token)
    return contract.transfer(to, value.toString()).send()
  },
})
