// Reads a Solana transaction in wire format back as a wallet shows it to its user: who pays the fee, its blockhash,
// and the SPL token transfer it makes (the recipient's token account created if missing, then transferChecked).
// For the tests of the Solana wallet adapter and the browser tests' Wallet Standard wallet. Anything else in the
// transaction is an error: a wallet test must not sign what it cannot read.
import {
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
} from "@solana/kit"
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"

export interface ReadTransfer {
  readonly feePayer: string
  readonly blockhash: string
  /** The owner whose token account receives the amount (the order's deposit address). */
  readonly recipient: string
  readonly sender: string
  readonly mint: string
  /** In base units. */
  readonly amount: bigint
  readonly decimals: number
}

type Parsable = Parameters<typeof parseTransferCheckedInstruction>[0]

export const readSplTransfer = async (wire: Uint8Array): Promise<ReadTransfer> => {
  const { messageBytes } = getTransactionDecoder().decode(wire)
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(messageBytes))
  const [create, transfer, ...more] = message.instructions as ReadonlyArray<Instruction>
  if (!create || !transfer || more.length > 0) throw new Error("not a two-instruction SPL transfer")
  if (create.programAddress !== ASSOCIATED_TOKEN_PROGRAM_ADDRESS || transfer.programAddress !== TOKEN_PROGRAM_ADDRESS)
    throw new Error("unexpected programs")
  const created = parseCreateAssociatedTokenIdempotentInstruction(create as Parsable)
  const moved = parseTransferCheckedInstruction(transfer as Parsable)
  const sender = moved.accounts.authority.address
  const mint = moved.accounts.mint.address
  const recipient = created.accounts.owner.address
  // The amount must leave the sender's own token account for the one just created for the recipient, of this mint.
  const [source] = await findAssociatedTokenPda({ owner: sender, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [destination] = await findAssociatedTokenPda({ owner: recipient, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  if (moved.accounts.source.address !== source) throw new Error("the amount does not leave the sender's token account")
  if (moved.accounts.destination.address !== destination || created.accounts.ata.address !== destination)
    throw new Error("the amount does not reach the recipient's token account")
  if (created.accounts.mint.address !== mint) throw new Error("the created account is of another mint")
  if (!("blockhash" in message.lifetimeConstraint)) throw new Error("no blockhash")
  return {
    feePayer: message.feePayer.address,
    blockhash: message.lifetimeConstraint.blockhash,
    recipient,
    sender,
    mint,
    amount: moved.data.amount,
    decimals: moved.data.decimals,
  }
}
