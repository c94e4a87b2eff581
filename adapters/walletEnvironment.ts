// Which wallet app's browser the widget runs in (spec 1 §1 "wallet sources", §5 source defaults; spec 2 §2 MiniPay):
// read from the injected provider's flags, else the user agent. MiniPay hides the manual pay flow and pays through
// its own provider; in any wallet browser the wallet's own provider is offered first.
import type { WalletBrowser } from "../schema/config.ts"

export type WalletApp = "minipay" | WalletBrowser

/** What the detection reads of the browser; `browserProbe` is the real one. */
export interface WalletProbe {
  readonly ethereum?:
    | {
        readonly isMiniPay?: unknown
        readonly isTrust?: unknown
        readonly isTrustWallet?: unknown
        readonly isBraveWallet?: unknown
      }
    | undefined
  readonly userAgent: string
  /** Brave sets navigator.brave even where its user agent reads as Chrome's. */
  readonly brave: boolean
}

export const detectWalletApp = ({ ethereum, userAgent, brave }: WalletProbe): WalletApp => {
  if (ethereum?.isMiniPay === true || /\bMiniPay\b/i.test(userAgent)) return "minipay"
  if (ethereum?.isTrust === true || ethereum?.isTrustWallet === true || /\bTrust(Wallet)?\b/.test(userAgent))
    return "trust"
  if (ethereum?.isBraveWallet === true || brave) return "brave"
  return null
}

export const browserProbe = (): WalletProbe => {
  const scope = globalThis as { ethereum?: WalletProbe["ethereum"]; navigator?: Navigator & { brave?: unknown } }
  return {
    ethereum: scope.ethereum,
    userAgent: scope.navigator?.userAgent ?? "",
    brave: scope.navigator?.brave !== undefined,
  }
}

/** The source default of spec 1 §5 comes from the wallet browsers it names; MiniPay is not one of them. */
export const walletBrowserOf = (app: WalletApp): WalletBrowser => (app === "minipay" ? null : app)

/** EIP-6963 names (rdns) of the wallets whose browsers we recognise: their own provider is offered first. */
const ownRdns: Record<Exclude<WalletApp, null>, ReadonlyArray<string>> = {
  minipay: [],
  trust: ["com.trustwallet.app"],
  brave: ["com.brave.wallet"],
}

/**
 * The wallets to offer, given the ones the page found (by id: an EIP-6963 rdns, or "injected" for the page's
 * provider). In MiniPay only its injected provider; in another wallet browser that wallet's own first.
 */
export const preferOwnWallet = <C extends { readonly id: string }>(
  connectors: ReadonlyArray<C>,
  app: WalletApp,
): ReadonlyArray<C> => {
  if (app === null) return connectors
  if (app === "minipay") return connectors.filter((c) => c.id === "injected")
  const own = (c: C) => ownRdns[app].includes(c.id) || c.id === "injected"
  return [...connectors.filter(own), ...connectors.filter((c) => !own(c))]
}
