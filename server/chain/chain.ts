// The Chain service: the sandbox's one EVM chain (anvil started by the server, or the node at CHAIN_RPC_URL) with
// its tokens and hot wallet, and the ledger standing in for the other networks. Withdrawals send through it, the
// off-ramp reads through it, and the sandbox's faucet funds test wallets with it.
import { join } from "node:path"
import { Context, Effect, Layer, Option, Semaphore } from "effect"
import { SqlClient } from "effect/sql"
import { type Address, formatUnits, type Hash, parseEther } from "viem"
import { sandboxTokenAbi } from "../../generated/sandboxToken.ts"
import type { Asset, Network } from "../../schema/enums.ts"
import { ServerConfig } from "../config.ts"
import { startAnvil } from "./anvil.ts"
import { checkAddress, nodeCall, units, unsupported } from "./checks.ts"
import { type ChainClients, connectChain, fundOnAnvil } from "./clients.ts"
import { catalogDecimals, ledgerBalance, ledgerHash, ledgerHasTransfer, recordTransfer } from "./ledger.ts"
import {
  type ChainApi,
  type ChainError,
  type Confirmation,
  ledgerNetworks,
  type SendState,
  type SignedTransfer,
  type Transfer,
  unavailableChain,
} from "./service.ts"
import { evmTransfers, transferGas, unlessNotFound } from "./signedTransfers.ts"
import { ensureSandboxTokens, type SandboxToken } from "./tokens.ts"

export {
  type ChainApi,
  ChainError,
  type Confirmation,
  ledgerNetworks,
  type SendState,
  type SignedTransfer,
  type Transfer,
} from "./service.ts"

const faucetGas = parseEther("1")

/** What a ledger send's signed form carries besides its network and hash. */
type LedgerPayload = Pick<Transfer, "asset" | "to" | "amount">

const makeChain = (rpcUrl: string, clients: ChainClients, tokens: ReadonlyArray<SandboxToken>) =>
  Effect.gen(function* () {
    const { reader, wallet } = clients
    const sql = yield* SqlClient.SqlClient
    const ledger = {
      record: (transfer: Transfer, hash?: string) =>
        recordTransfer({ ...transfer, from: null }, hash).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
      has: (hash: string) => ledgerHasTransfer(hash).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
      balance: (network: Network, asset: Asset, address: string) =>
        ledgerBalance(network, asset, address).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
      /** The decimals of a pair the ledger records, or the failure that says the sandbox has no such token. */
      decimals: (network: Network, asset: Asset) =>
        catalogDecimals(network, asset).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.flatMap((decimals) =>
            ledgerNetworks.includes(network) && decimals !== undefined
              ? Effect.succeed(decimals)
              : Effect.fail(unsupported(network, asset)),
          ),
        ),
    }
    // One hot wallet, one nonce sequence: its transactions are sent one at a time.
    const hotWalletTurn = yield* Semaphore.make(1)
    const tokenFor = (network: Network, asset: Asset) =>
      tokens.find((token) => token.network === network && token.asset === asset)

    const evmToken = (network: Network, asset: Asset) => {
      const token = tokenFor(network, asset)
      return token ? Effect.succeed(token) : Effect.fail(unsupported(network, asset))
    }
    const evm = evmTransfers(clients)
    const oneSendAtATime = <A, E, R>(sending: Effect.Effect<A, E, R>) => hotWalletTurn.withPermit(sending)
    const onLedger = (network: Network) => ledgerNetworks.includes(network)

    const sign = (transfer: Transfer): Effect.Effect<SignedTransfer, ChainError> =>
      Effect.gen(function* () {
        const { network, asset, to, amount } = transfer
        yield* checkAddress(network, to)
        if (!tokenFor(network, asset)) {
          yield* units(amount, yield* ledger.decimals(network, asset))
          return { network, hash: ledgerHash(network), raw: JSON.stringify({ asset, to, amount }) }
        }
        const token = yield* evmToken(network, asset)
        return yield* evm.sign(token, to, yield* units(amount, token.decimals))
      })

    // On the ledger, the write is keyed by the hash decided at signing: a second broadcast records nothing more.
    const broadcast = (signed: SignedTransfer): Effect.Effect<void, ChainError> =>
      onLedger(signed.network)
        ? Effect.asVoid(
            ledger.record({ network: signed.network, ...(JSON.parse(signed.raw) as LedgerPayload) }, signed.hash),
          )
        : Effect.asVoid(evm.broadcast(signed))

    const follow = (signed: SignedTransfer): Effect.Effect<SendState, ChainError> =>
      onLedger(signed.network)
        ? ledger.has(signed.hash).pipe(Effect.map((known) => (known ? "success" : "unknown")))
        : evm.follow(signed)

    const send = (transfer: Transfer) =>
      oneSendAtATime(
        Effect.gen(function* () {
          const signed = yield* sign(transfer)
          yield* broadcast(signed)
          return { hash: signed.hash }
        }),
      )

    const confirmation = (hash: string, network: Network): Effect.Effect<Confirmation, ChainError> =>
      ledgerNetworks.includes(network)
        ? ledger.has(hash).pipe(Effect.map((known) => (known ? "success" : "failed")))
        : nodeCall("reading a receipt", async () => {
            const receipt = await reader.getTransactionReceipt({ hash: hash as Hash }).catch(unlessNotFound)
            if (receipt) return receipt.status === "success" ? "success" : "failed"
            // Not mined yet while the node still has it; unknown to the node (dropped), it never will be.
            const pending = await reader.getTransaction({ hash: hash as Hash }).catch(unlessNotFound)
            return pending ? "pending" : "failed"
          })

    const balanceOf = (network: Network, asset: Asset, address: string) =>
      Effect.gen(function* () {
        yield* checkAddress(network, address)
        if (!tokenFor(network, asset)) {
          yield* ledger.decimals(network, asset)
          return yield* ledger.balance(network, asset, address)
        }
        const token = yield* evmToken(network, asset)
        const value = yield* nodeCall("reading a balance", () =>
          reader.readContract({
            address: token.address,
            abi: sandboxTokenAbi,
            functionName: "balanceOf",
            args: [address as Address],
          }),
        )
        return formatUnits(value, token.decimals)
      })

    const faucet = (transfer: Transfer) =>
      Effect.gen(function* () {
        const { network, asset, to, amount } = transfer
        yield* checkAddress(network, to)
        if (!tokenFor(network, asset)) {
          yield* units(amount, yield* ledger.decimals(network, asset))
          return yield* ledger.record(transfer)
        }
        const token = yield* evmToken(network, asset)
        const value = yield* units(amount, token.decimals)
        yield* nodeCall("sending gas", () => wallet.sendTransaction({ to: to as Address, value: faucetGas })).pipe(
          hotWalletTurn.withPermit,
        )
        const hash = yield* nodeCall(`minting ${amount} ${asset}`, () =>
          wallet.writeContract({
            address: token.address,
            abi: sandboxTokenAbi,
            functionName: "mint",
            args: [to as Address, value],
            gas: transferGas,
          }),
        ).pipe(hotWalletTurn.withPermit)
        yield* nodeCall("waiting for the mint", () => reader.waitForTransactionReceipt({ hash }))
        return { hash }
      })

    return Chain.of({
      rpcUrl,
      chainId: clients.chainId,
      hotWallet: wallet.account.address,
      tokens,
      tokenFor,
      send,
      confirmation,
      sign,
      broadcast,
      follow,
      oneSendAtATime,
      balanceOf,
      faucet,
    })
  })

export class Chain extends Context.Service<Chain, ChainApi>()("server/Chain") {
  static readonly layer = Layer.effect(
    Chain,
    Effect.gen(function* () {
      const config = yield* ServerConfig
      if (!config.sandbox && Option.isNone(config.chainRpcUrl)) return Chain.of(unavailableChain)
      // npm start keeps the chain in the data folder, so hashes stored in the database still resolve after a restart.
      const rpcUrl = Option.isSome(config.chainRpcUrl)
        ? config.chainRpcUrl.value
        : yield* startAnvil({ stateFile: join(config.dataDir, "chain-state.json") })
      const clients = yield* Effect.tryPromise({
        try: () => connectChain(rpcUrl, config.hotWalletPrivateKey),
        catch: (cause) => new Error(`The chain at ${rpcUrl} could not be used: ${String(cause)}`),
      }).pipe(Effect.orDie)
      if (Option.isNone(config.chainRpcUrl)) yield* Effect.promise(() => fundOnAnvil(clients, rpcUrl))
      const tokens = yield* ensureSandboxTokens(clients).pipe(Effect.orDie)
      return yield* makeChain(rpcUrl, clients, tokens)
    }),
  )
}

/** The chain of the server, for server/app.ts's services. */
export const ChainLive = Chain.layer
