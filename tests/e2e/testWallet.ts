// The browser wallet of the browser tests: a user's wallet is not part of the product, so the test brings one. It is
// an EIP-1193 provider announced by EIP-6963, as wallet extensions do.
import type { Page } from "@playwright/test"

export interface TestWalletOptions {
  /** The account it answers with; null: it refuses to connect. */
  readonly address: string | null
  readonly chainId?: number
  /** Marks a wallet browser sets on its provider (isMiniPay, isTrust…). */
  readonly flags?: Readonly<Record<string, boolean>>
}

/** Installs the wallet before the page's scripts run. Calls it does not answer itself go to the function
 * `testWalletRequest(method, params)` when the test exposed one (to sign with an anvil key), else fail as unsupported.
 * `switchTestWalletAccount` (below) moves it to another account, as a user does in their wallet app. */
export const announceTestWallet = (page: Page, options: TestWalletOptions) =>
  page.addInitScript(
    ({ address: initialAddress, chainId: initialChainId, flags }) => {
      const page = window as unknown as {
        testWalletRequest?: (m: string, p: unknown) => Promise<unknown>
        testWalletAccount?: (next: string | null) => void
      }
      // The account it answers with moves when its user switches (or disconnects) in the wallet app.
      let address = initialAddress
      // The chain it is on moves when the page asks it to switch, and its listeners hear of it, as a wallet's do.
      let chainId = initialChainId
      const listeners = new Map<string, Set<(value: unknown) => void>>()
      page.testWalletAccount = (next) => {
        address = next
        for (const listener of listeners.get("accountsChanged") ?? []) listener(next ? [next] : [])
      }
      const provider = {
        ...flags,
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          if (method === "eth_requestAccounts" || method === "eth_accounts") {
            if (!address) throw Object.assign(new Error("User rejected the request."), { code: 4001 })
            return [address]
          }
          if (method === "eth_chainId") return `0x${chainId.toString(16)}`
          if (method === "wallet_requestPermissions") return [{ parentCapability: "eth_accounts" }]
          if (method === "wallet_revokePermissions") return null
          if (method === "wallet_switchEthereumChain") {
            const wanted = (params as ReadonlyArray<{ chainId: string }>)[0]?.chainId ?? "0x1"
            chainId = Number.parseInt(wanted, 16)
            for (const listener of listeners.get("chainChanged") ?? []) listener(wanted)
            return null
          }
          if (page.testWalletRequest) return page.testWalletRequest(method, params ?? [])
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
        },
        on: (event: string, listener: (value: unknown) => void) => {
          listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
        },
        removeListener: (event: string, listener: (value: unknown) => void) => {
          listeners.get(event)?.delete(listener)
        },
      }
      const info = {
        uuid: "0f1e2d3c-test-wallet",
        name: "Test Wallet",
        icon: "data:image/svg+xml,<svg/>",
        rdns: "test.wallet",
      }
      const announce = () =>
        window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }))
      window.addEventListener("eip6963:requestProvider", announce)
      announce()
    },
    { address: options.address, chainId: options.chainId ?? 1, flags: options.flags ?? {} },
  )

/** The user switches the wallet app to another account (null: disconnects the page there); the page's listeners hear
 * of it as a wallet's do (accountsChanged). */
export const switchTestWalletAccount = (page: Page, address: string | null) =>
  page.evaluate((next) => {
    ;(window as unknown as { testWalletAccount: (next: string | null) => void }).testWalletAccount(next)
  }, address)
