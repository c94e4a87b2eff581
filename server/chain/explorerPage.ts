// The sandbox's block explorer: no public explorer knows its anvil chain or its ledger, so the widget's explorer
// links (schema/explorers.ts) open this page of the transaction: block, from, to, token, amount and status, read
// from anvil for EVM hashes and from the ledger for the other networks. Plain HTML, no script; every value escaped.
import { Effect } from "effect"
import { HttpRouter } from "effect/http"
import { createPublicClient, erc20Abi, formatUnits, type Hash, http, parseEventLogs } from "viem"
import { escapeHtml, sandboxPage } from "../http/sandboxPage.ts"
import { Chain } from "./chain.ts"
import { ledgerEntry } from "./ledger.ts"
import { unlessNotFound } from "./signedTransfers.ts"

/** What every network's transaction ids are made of (hex, upper-case hex, base58): nothing that markup needs. */
const hashShape = /^[0-9A-Za-z]{8,128}$/
const evmHash = /^0x[0-9a-fA-F]{64}$/

interface ShownTransaction {
  readonly block: string
  readonly from: string
  readonly to: string
  readonly token: string
  readonly amount: string
  readonly status: string
}

const page = (title: string, body: string, status: number) =>
  sandboxPage({
    banner: "<strong>Sandbox explorer</strong>: transactions of the sandbox chain and ledger.",
    style:
      "body{max-width:40rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}",
    title,
    body,
    status,
  })

const transactionPage = (hash: string, shown: ShownTransaction) => {
  const rows: ReadonlyArray<[string, string]> = [
    ["Transaction", hash],
    ["Status", shown.status],
    ["Block", shown.block],
    ["From", shown.from],
    ["To", shown.to],
    ["Token", shown.token],
    ["Amount", shown.amount],
  ]
  const list = rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join("")
  return page(`Transaction ${hash}`, `<h1>Transaction</h1><dl>${list}</dl>`, 200)
}

const fromLedger = (hash: string) =>
  Effect.gen(function* () {
    const row = yield* ledgerEntry(hash)
    if (!row) return undefined
    // The ledger has no blocks: a transfer is final when recorded; the hot wallet and the faucet send from no address.
    const shown: ShownTransaction = {
      block: "Ledger (no blocks)",
      from: row.fromAddress ?? "Sandbox",
      to: row.toAddress,
      token: `${row.asset} on ${row.network}`,
      amount: row.amount,
      status: "Success",
    }
    return shown
  })

const fromChain = (hash: Hash) =>
  Effect.gen(function* () {
    const chain = yield* Chain
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    return yield* Effect.promise(async (): Promise<ShownTransaction | undefined> => {
      const receipt = await reader.getTransactionReceipt({ hash }).catch(unlessNotFound)
      if (!receipt) return undefined
      const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs })
      const tokenAt = (address: string) => chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
      const transfer = transfers.find((log) => tokenAt(log.address))
      const token = transfer && tokenAt(transfer.address)
      return {
        block: String(receipt.blockNumber),
        from: receipt.from,
        to: transfer ? transfer.args.to : (receipt.to ?? ""),
        token: token ? `${token.asset} on ${token.network}` : "None (no token moved)",
        amount: transfer && token ? formatUnits(transfer.args.value, token.decimals) : "0",
        status: receipt.status === "success" ? "Success" : "Failed",
      }
    })
  })

/** GET /sandbox/explorer/tx/{hash} (schema/explorers.ts sandboxExplorerPath): the transaction, 404 for one the sandbox does not know, 400 for no hash. */
export const sandboxExplorerRoute = HttpRouter.add(
  "GET",
  "/sandbox/explorer/tx/:hash",
  Effect.gen(function* () {
    const { hash = "" } = yield* HttpRouter.params
    if (!hashShape.test(hash)) return page("Not a transaction hash", "<h1>Not a transaction hash</h1>", 400)
    const shown = (yield* fromLedger(hash)) ?? (evmHash.test(hash) ? yield* fromChain(hash as Hash) : undefined)
    if (!shown) return page("Transaction not found", "<h1>Transaction not found</h1>", 404)
    return transactionPage(hash, shown)
  }),
)
