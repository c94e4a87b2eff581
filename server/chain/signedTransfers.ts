// A token transfer from the hot wallet in three steps that a crash may separate: signed locally (its hash known
// before any node saw it), broadcast (again after a crash: the same signed transaction can be mined only once), and
// followed on the chain until it is mined, known to be unminable, or found missing.
//
// Nonces: a transaction is signed with the node's count of the hot wallet's transactions, pending ones included, so
// one signed but never broadcast (a crash in between) leaves its nonce looking free. The next transfer signed then
// takes the same nonce: the node mines whichever it gets first, and the other is "replaced" (a transaction of the
// sender with its nonce was mined, its own was not) and can never be mined, so its owner signs it anew; never two
// payments. A gap (nonce n never broadcast, n + 1 broadcast) holds n + 1 and all after it at the node as pending
// until n arrives: the follow-up round broadcasts n again, or the next transfer signed takes n (the node counts
// pending transactions only up to the gap), which replaces the lost n and lets the queue through.
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from "viem"
import { sandboxTokenAbi } from "../../generated/sandboxToken.ts"
import { nodeCall } from "./checks.ts"
import type { ChainClients } from "./clients.ts"
import type { SendState, SignedTransfer } from "./service.ts"
import type { SandboxToken } from "./tokens.ts"

/** Enough for an ERC-20 transfer or mint; given so that a transfer that reverts is still sent and mined. */
export const transferGas = 120_000n

/** A lookup that found nothing answers undefined; a node that cannot be reached still fails. */
export const unlessNotFound = (error: unknown) => {
  if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return undefined
  throw error
}

export const evmTransfers = ({ reader, wallet }: ChainClients) => ({
  /** The nonce is the node's count of the hot wallet's transactions, pending included: sign one at a time. */
  sign: (token: SandboxToken, to: string, value: bigint) =>
    nodeCall(`signing a transfer of ${token.asset}`, async (): Promise<SignedTransfer> => {
      const request = await wallet.prepareTransactionRequest({
        to: token.address,
        data: encodeFunctionData({ abi: sandboxTokenAbi, functionName: "transfer", args: [to as Address, value] }),
        gas: transferGas,
      })
      const raw = await wallet.signTransaction(request)
      return { network: token.network, hash: keccak256(raw), raw }
    }),

  broadcast: (signed: SignedTransfer) =>
    nodeCall("broadcasting a transfer", () => reader.sendRawTransaction({ serializedTransaction: signed.raw as Hex })),

  follow: (signed: SignedTransfer) =>
    nodeCall("following a transfer", async (): Promise<SendState> => {
      const raw = signed.raw as Hex
      const transaction = parseTransaction(raw)
      // Serialized again from its parsed form, the stored text takes viem's type of a signed transaction.
      const from = await recoverTransactionAddress({ serializedTransaction: serializeTransaction(transaction) })
      // The sender's mined count is read before the receipt: a transaction mined in between still shows its receipt.
      const mined = await reader.getTransactionCount({ address: from, blockTag: "latest" })
      const receipt = await reader.getTransactionReceipt({ hash: signed.hash as Hash }).catch(unlessNotFound)
      if (receipt) return receipt.status === "success" ? "success" : "failed"
      if (await reader.getTransaction({ hash: signed.hash as Hash }).catch(unlessNotFound)) return "pending"
      // Another transaction of the sender was mined with this one's nonce: this one can never be mined.
      const { nonce } = transaction
      return nonce !== undefined && nonce < mined ? "replaced" : "unknown"
    }),
})
