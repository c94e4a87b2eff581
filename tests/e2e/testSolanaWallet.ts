// The Solana wallet of the browser tests: a Wallet Standard wallet that registers itself as extensions do, through
// the window events (`wallet-standard:register-wallet` now, and again on the app's `wallet-standard:app-ready`), with
// `standard:connect` and `solana:signAndSendTransaction`. The sandbox runs no Solana node, so its send stands in for
// the network: the transaction is read back as a wallet reads what it signs (an SPL transfer of the given mint from
// this account, tests/support/solanaTransfer.ts), recorded on the sandbox ledger (/api/sandbox/ledger/transfer), and
// the ledger's transaction id is answered as the signature, as the network's would be.
import { randomBytes } from "node:crypto"
import type { Page } from "@playwright/test"
import { getBase58Encoder } from "@solana/kit"
import { formatUnits } from "viem"
import { base58Encode } from "../../server/chain/ledger.ts"
import { readSplTransfer } from "../support/solanaTransfer.ts"

export const testSolanaWalletName = "Test Solana Wallet"

/** A fresh Solana account: 32 random bytes (a public key's size), in base58. */
export const freshSolanaAddress = () => base58Encode(randomBytes(32))

export interface TestSolanaWalletOptions {
  /** The account it answers with (base58). */
  readonly address: string
  /** The API host the ledger is on (the widget's origin). */
  readonly apiBase: string
  /** The SPL token it can send: its mint, as the catalogue names it, and its asset and decimals (none: it only
   * gives its address). */
  readonly token?: { readonly mint: string; readonly asset: string; readonly decimals: number }
}

export interface SentOnLedger {
  readonly hash: string
  readonly to: string
  /** In the token's units, as the ledger records it. */
  readonly amount: string
  readonly blockhash: string
}

/** Installs the wallet before the page's scripts run; answers the list of the transfers it sent. */
export const injectTestSolanaWallet = async (page: Page, options: TestSolanaWalletOptions) => {
  const sent: Array<SentOnLedger> = []
  const { address, apiBase, token } = options
  await page.exposeFunction("testSolanaWalletSend", async (wire: ReadonlyArray<number>) => {
    if (!token) throw new Error("the test wallet holds no token")
    const transfer = await readSplTransfer(new Uint8Array(wire))
    if (transfer.sender !== address || transfer.feePayer !== address) throw new Error("not this wallet's transfer")
    if (transfer.mint !== token.mint || transfer.decimals !== token.decimals)
      throw new Error(`no token ${transfer.mint} with ${transfer.decimals} decimals in the test wallet`)
    const amount = formatUnits(transfer.amount, token.decimals)
    const answer = await fetch(`${apiBase}/api/sandbox/ledger/transfer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ network: "SOLANA", asset: token.asset, from: address, to: transfer.recipient, amount }),
    })
    if (!answer.ok) throw new Error(`the ledger refused the transfer: ${await answer.text()}`)
    const { hash } = (await answer.json()) as { hash: string }
    sent.push({ hash, to: transfer.recipient, amount, blockhash: transfer.blockhash })
    return Array.from(getBase58Encoder().encode(hash))
  })
  await page.addInitScript(
    ({ address, publicKey, name }) => {
      const chains = ["solana:mainnet", "solana:devnet"] as const
      const account = {
        address,
        publicKey: new Uint8Array(publicKey),
        chains,
        features: ["solana:signAndSendTransaction"],
      }
      const send = (wire: number[]) =>
        (window as unknown as { testSolanaWalletSend: (wire: number[]) => Promise<number[]> }).testSolanaWalletSend(
          wire,
        )
      let accounts: ReadonlyArray<typeof account> = []
      const wallet = {
        version: "1.0.0",
        name,
        icon: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#9945ff"/></svg>')}`,
        chains,
        get accounts() {
          return accounts
        },
        features: {
          "standard:connect": {
            version: "1.0.0",
            connect: async () => {
              accounts = [account]
              return { accounts }
            },
          },
          "standard:disconnect": {
            version: "1.0.0",
            disconnect: async () => {
              accounts = []
            },
          },
          "standard:events": { version: "1.0.0", on: () => () => undefined },
          "solana:signAndSendTransaction": {
            version: "1.0.0",
            supportedTransactionVersions: ["legacy", 0],
            signAndSendTransaction: (
              ...inputs: ReadonlyArray<{ account: { address: string }; chain: string; transaction: Uint8Array }>
            ) =>
              Promise.all(
                inputs.map(async (input) => {
                  if (!accounts.some((own) => own.address === input.account.address))
                    throw new Error("the account is not connected")
                  if (input.chain !== "solana:mainnet") throw new Error(`unexpected chain ${input.chain}`)
                  return { signature: new Uint8Array(await send(Array.from(input.transaction))) }
                }),
              ),
          },
        },
      }
      // The Wallet Standard's registration, as @wallet-standard/wallet's registerWallet does it.
      const callback = ({ register }: { register: (wallet: unknown) => void }) => register(wallet)
      window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }))
      window.addEventListener("wallet-standard:app-ready", (event) =>
        callback((event as CustomEvent<{ register: (wallet: unknown) => void }>).detail),
      )
    },
    { address, publicKey: Array.from(getBase58Encoder().encode(address)), name: testSolanaWalletName },
  )
  return sent
}
