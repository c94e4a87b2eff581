// Reads an order's payment on chain: on the EVM chain with viem (the receipt succeeded; an ERC-20 Transfer log of the
// order's token contract to the order's deposit address from the order's wallet, of at least the order's amount;
// how many blocks confirm it), on the other networks from the sandbox ledger, checked the same way.
import { BigDecimal as D, Effect } from "effect"
import type { SqlClient } from "effect/sql"
import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hash,
  http,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  parseUnits,
} from "viem"
import type { Asset, Network } from "../../schema/enums.ts"
import { transactionProblems } from "../../schema/offramp.ts"
import { type ChainApi, ledgerNetworks } from "../chain/chain.ts"
import { ledgerEntry } from "../chain/ledger.ts"

/**
 * Blocks that must include and follow a payment before it counts. One on the sandbox: anvil mines each transaction
 * in its own block and never reorganises; a real chain would ask more (e.g. 12 on Ethereum, 30 on Polygon).
 */
export const requiredConfirmations = 1

export interface Payment {
  readonly network: Network
  readonly asset: Asset
  readonly hash: string
  readonly fromAddress: string
  readonly toAddress: string
  /** Decimal string in token units. */
  readonly cryptoAmount: string
}

export type PaymentCheck =
  | { readonly kind: "notFound" | "pending" | "reverted" }
  | { readonly kind: "mismatch"; readonly error: string }
  | { readonly kind: "valid"; readonly received: string; readonly confirmations: number }

const plain = (amount: string) => (amount.includes(".") ? amount.replace(/\.?0+$/, "") : amount)

const evmCheck = async (reader: PublicClient, chain: ChainApi, payment: Payment): Promise<PaymentCheck> => {
  const hash = payment.hash as Hash
  const receipt = await reader.getTransactionReceipt({ hash }).catch(() => undefined)
  if (!receipt) {
    // Not mined yet while the node still has it; unknown to the node, the sandbox's chain never saw it.
    const pending = await reader.getTransaction({ hash }).catch(() => undefined)
    return { kind: pending ? "pending" : "notFound" }
  }
  if (receipt.status !== "success") return { kind: "reverted" }
  const token = chain.tokenFor(payment.network, payment.asset)
  if (!token) return { kind: "mismatch", error: transactionProblems.wrongToken(payment.asset, payment.network) }
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs }).filter((log) =>
    isAddressEqual(log.address, token.address),
  )
  if (transfers.length === 0)
    return { kind: "mismatch", error: transactionProblems.wrongToken(payment.asset, payment.network) }
  const toDeposit = transfers.filter((log) => isAddressEqual(log.args.to, payment.toAddress as Hash))
  if (toDeposit.length === 0)
    return { kind: "mismatch", error: transactionProblems.wrongRecipient(payment.asset, payment.toAddress) }
  const fromWallet = toDeposit.filter((log) => isAddressEqual(log.args.from, payment.fromAddress as Hash))
  if (fromWallet.length === 0) return { kind: "mismatch", error: transactionProblems.wrongSender(payment.fromAddress) }
  const received = fromWallet.reduce((sum, log) => sum + log.args.value, 0n)
  const expected = parseUnits(plain(payment.cryptoAmount), token.decimals)
  if (received < expected) {
    return {
      kind: "mismatch",
      error: transactionProblems.tooSmall(
        formatUnits(received, token.decimals),
        plain(payment.cryptoAmount),
        payment.asset,
      ),
    }
  }
  const head = await reader.getBlockNumber()
  return {
    kind: "valid",
    received: formatUnits(received, token.decimals),
    confirmations: Number(head - receipt.blockNumber + 1n),
  }
}

const ledgerCheck = (payment: Payment) =>
  Effect.gen(function* () {
    const row = yield* ledgerEntry(payment.hash)
    if (!row || row.network !== payment.network) return { kind: "notFound" } as const
    const mismatch = (error: string) => ({ kind: "mismatch", error }) as const
    if (row.asset !== payment.asset) return mismatch(transactionProblems.wrongToken(payment.asset, payment.network))
    if (row.toAddress !== payment.toAddress)
      return mismatch(transactionProblems.wrongRecipient(payment.asset, payment.toAddress))
    if (row.fromAddress !== payment.fromAddress) return mismatch(transactionProblems.wrongSender(payment.fromAddress))
    const sent = D.fromStringUnsafe(row.amount)
    if (D.isLessThan(sent, D.fromStringUnsafe(payment.cryptoAmount)))
      return mismatch(transactionProblems.tooSmall(plain(row.amount), plain(payment.cryptoAmount), payment.asset))
    // A ledger entry is final once written.
    return { kind: "valid", received: plain(row.amount), confirmations: requiredConfirmations } as const
  }).pipe(Effect.orDie)

/** The payment checker of a chain: EVM networks through its node, the others through the ledger. */
export const paymentChecker = (chain: ChainApi) => {
  let reader: PublicClient | undefined
  const evmReader = () => {
    reader ??= createPublicClient({ transport: http(chain.rpcUrl) })
    return reader
  }
  return (payment: Payment): Effect.Effect<PaymentCheck, unknown, SqlClient.SqlClient> =>
    ledgerNetworks.includes(payment.network)
      ? ledgerCheck(payment)
      : Effect.tryPromise(() => evmCheck(evmReader(), chain, payment))
}
