// The TRON wallet of the browser tests: TronLink's injected provider as its extension puts it in the page
// (window.tronLink with request(), window.tronWeb whose defaultAddress is set once the site is allowed). The sandbox
// runs no TRON node, so its TRC-20 transfer stands in for the network: send() records the transfer on the sandbox
// ledger (/api/sandbox/ledger/transfer) and answers the ledger's transaction id, as TronWeb answers the network's.
import type { Page } from "@playwright/test"

export interface TestTronWalletOptions {
  /** The account it answers with (base58, T…). */
  readonly address: string
  /** The TRC-20 token it can send: its contract address, as the catalogue names it, and its asset and decimals. */
  readonly token: { readonly contract: string; readonly asset: string; readonly decimals: number }
  /** It refuses the first request to connect (the user pressed Reject), then allows the next. */
  readonly refusesFirst?: boolean
}

/** Installs the wallet before the page's scripts run. The transfers it sent are in `window.testTronWalletSent`. */
export const injectTestTronWallet = (page: Page, options: TestTronWalletOptions) =>
  page.addInitScript(
    ({ address, token, refusesFirst }) => {
      const sent: Array<{ hash: string; to: string; amount: string }> = []
      let refuse = refusesFirst
      /** Base units to the token's decimal units, as the ledger records them. */
      const inTokenUnits = (units: bigint) => {
        const scale = 10n ** BigInt(token.decimals)
        const fraction = (units % scale).toString().padStart(token.decimals, "0").replace(/0+$/, "")
        return fraction ? `${units / scale}.${fraction}` : `${units / scale}`
      }
      const tronWeb = {
        defaultAddress: { base58: false as string | false },
        contract: () => ({
          at: async (contract: string) => {
            if (contract !== token.contract) throw new Error(`no contract ${contract} in the test wallet`)
            return {
              transfer: (to: string, amount: string) => ({
                send: async () => {
                  const answer = await fetch("/api/sandbox/ledger/transfer", {
                    method: "POST",
                    headers: { "content-type": "application/json" },
                    body: JSON.stringify({
                      network: "TRON",
                      asset: token.asset,
                      from: address,
                      to,
                      amount: inTokenUnits(BigInt(amount)),
                    }),
                  })
                  if (!answer.ok) throw new Error(`the ledger refused the transfer: ${await answer.text()}`)
                  const { hash } = (await answer.json()) as { hash: string }
                  sent.push({ hash, to, amount })
                  return hash
                },
              }),
            }
          },
        }),
      }
      Object.assign(window, {
        testTronWalletSent: sent,
        tronWeb,
        tronLink: {
          ready: false,
          tronWeb,
          request: async ({ method }: { method: string }) => {
            if (method !== "tron_requestAccounts") throw new Error(`unsupported ${method}`)
            if (refuse) {
              refuse = false
              return { code: 4001, message: "User rejected the request" }
            }
            tronWeb.defaultAddress.base58 = address
            return { code: 200, message: "The site is already in the whitelist" }
          },
        },
      })
    },
    { address: options.address, token: options.token, refusesFirst: options.refusesFirst ?? false },
  )
