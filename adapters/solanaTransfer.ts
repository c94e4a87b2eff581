// The SPL token transfer a Solana wallet signs and sends to pay an off-ramp order, built with @solana/kit and
// @solana-program/token: the deposit address's token account is created if it has none (idempotent, paid by the
// seller, as wallets do for a new recipient), then `transferChecked` moves the amount from the seller's token
// account. Loaded only when a Solana wallet pays, so neither the first screen nor the on-ramp's address step
// carries it.
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import { solanaMainnetRpc } from "../schema/solanaApi.ts"

export interface SplTransfer {
  /** The seller's account (base58): it signs, pays the fee and owns the token account the amount leaves. */
  readonly from: string
  /** The order's deposit address: the owner of the token account that receives the amount. */
  readonly to: string
  /** The token's mint, as the catalogue names it. */
  readonly mint: string
  /** In the token's base units. */
  readonly amount: bigint
  readonly decimals: number
}

export interface Lifetime {
  readonly blockhash: Blockhash
  readonly lastValidBlockHeight: bigint
}

/**
 * The sandbox runs no Solana node (its ledger stands in for the network, and a test wallet records the transfer
 * there), so there is no recent blockhash to ask for: the transaction carries this stand-in, 32 zero bytes. A real
 * network refuses it (blockhash not found), so a real wallet used on the sandbox can never move real tokens.
 */
export const sandboxLifetime: Lifetime = {
  blockhash: blockhash("11111111111111111111111111111111"),
  lastValidBlockHeight: 0n,
}

/** A recent blockhash from the mainnet RPC (the transaction is valid for about a minute and a half after it); sending
 * is the wallet's. */
export const mainnetLifetime = async (): Promise<Lifetime> => {
  const { value } = await createSolanaRpc(solanaMainnetRpc).getLatestBlockhash({ commitment: "confirmed" }).send()
  return value
}

/** The token account `owner` holds of `mint` (its associated token account). */
const tokenAccount = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

/** The unsigned transaction in wire format, as `solana:signAndSendTransaction` takes it. */
export const splTransferTransaction = async (transfer: SplTransfer, lifetime: Lifetime): Promise<Uint8Array> => {
  const seller = createNoopSigner(address(transfer.from))
  const mint = address(transfer.mint)
  const recipient = address(transfer.to)
  const [source, destination] = await Promise.all([tokenAccount(seller.address, mint), tokenAccount(recipient, mint)])
  const message = pipe(
    createTransactionMessage({ version: "legacy" }),
    (m) => setTransactionMessageFeePayer(seller.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({ payer: seller, ata: destination, owner: recipient, mint }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: seller,
            amount: transfer.amount,
            decimals: transfer.decimals,
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** A transaction's signature as Solana writes it (base58), the hash the off-ramp order is confirmed with. */
export const signatureText = (signature: Uint8Array) => getBase58Decoder().decode(signature)
