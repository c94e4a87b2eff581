// What the Chain service offers (server/chain/chain.ts), its failure, and the service when there is no chain.
import { Data, Effect } from "effect"
import type { Address } from "viem"
import type { Asset, Network } from "../../schema/enums.ts"
import type { SandboxToken } from "./tokens.ts"

export class ChainError extends Data.TaggedError("ChainError")<{
  /** unavailable: no chain (SANDBOX=0 and no CHAIN_RPC_URL); node: the node refused or could not be reached. */
  readonly reason: "unavailable" | "unsupported" | "invalid-address" | "invalid-amount" | "node"
  readonly message: string
  readonly cause?: unknown
}> {}

export type Confirmation = "pending" | "success" | "failed"

/** A transfer signed and not yet (or not surely) broadcast: its hash is known before any node has seen it. */
export interface SignedTransfer {
  readonly network: Network
  readonly hash: string
  /** The serialized signed transaction on EVM networks; on the ledger's, the transfer it records under the hash. */
  readonly raw: string
}

/**
 * Where a signed transfer stands: mined (success or failed), pending at the node, unknown to it (never broadcast, or
 * dropped: broadcast it again), or replaced (another transaction took its nonce: it can never be mined).
 */
export type SendState = Confirmation | "unknown" | "replaced"

export interface Transfer {
  readonly network: Network
  readonly asset: Asset
  readonly to: string
  /** Decimal string in token units, e.g. "12.5". */
  readonly amount: string
}

export interface ChainApi {
  readonly rpcUrl: string
  readonly chainId: number
  readonly hotWallet: Address
  readonly tokens: ReadonlyArray<SandboxToken>
  readonly tokenFor: (network: Network, asset: Asset) => SandboxToken | undefined
  /** Sends from the hot wallet; a transfer it cannot cover is still mined, and its confirmation is "failed". */
  readonly send: (transfer: Transfer) => Effect.Effect<{ readonly hash: string }, ChainError>
  readonly confirmation: (hash: string, network: Network) => Effect.Effect<Confirmation, ChainError>
  /** Signs a send from the hot wallet without broadcasting it; call within oneSendAtATime, with its broadcast. */
  readonly sign: (transfer: Transfer) => Effect.Effect<SignedTransfer, ChainError>
  /** Broadcasts a signed send; broadcasting it again never pays twice (the node may refuse it as known). */
  readonly broadcast: (signed: SignedTransfer) => Effect.Effect<void, ChainError>
  readonly follow: (signed: SignedTransfer) => Effect.Effect<SendState, ChainError>
  /** Runs sends one after another: the next nonce is the node's count only once the previous send is broadcast. */
  readonly oneSendAtATime: <A, E, R>(sending: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** Decimal string in token units. */
  readonly balanceOf: (network: Network, asset: Asset, address: string) => Effect.Effect<string, ChainError>
  /** Funds a test wallet: on EVM networks 1 ETH for gas and newly minted tokens; on the others a ledger credit. */
  readonly faucet: (transfer: Transfer) => Effect.Effect<{ readonly hash: string }, ChainError>
}

/** The networks whose transfers the sandbox ledger records. */
export const ledgerNetworks: ReadonlyArray<Network> = ["TON", "TRON", "STELLAR", "XRP", "SOLANA"]

const noChain = new ChainError({
  reason: "unavailable",
  message: "No chain: the server runs with SANDBOX=0 and no CHAIN_RPC_URL",
})

/** The service when there is no chain: every call fails with a ChainError that says why. */
export const unavailableChain: ChainApi = {
  get rpcUrl(): string {
    throw noChain
  },
  get chainId(): number {
    throw noChain
  },
  get hotWallet(): Address {
    throw noChain
  },
  tokens: [],
  tokenFor: () => undefined,
  send: () => Effect.fail(noChain),
  confirmation: () => Effect.fail(noChain),
  sign: () => Effect.fail(noChain),
  broadcast: () => Effect.fail(noChain),
  follow: () => Effect.fail(noChain),
  oneSendAtATime: (sending) => sending,
  balanceOf: () => Effect.fail(noChain),
  faucet: () => Effect.fail(noChain),
}
