// The sandbox ERC-20s: one per EVM (network, asset) of the catalogue on the one chain, deployed by the hot wallet
// with a large supply, recorded in sandbox_contracts and reused at the next start when the chain still has them.
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { type Address, getAddress, parseUnits } from "viem"
import { sandboxTokenAbi, sandboxTokenBytecode } from "../../generated/sandboxToken.ts"
import { type Asset, evmNetworks, type Network } from "../../schema/enums.ts"
import type { ChainClients } from "./clients.ts"

export interface SandboxToken {
  readonly network: Network
  readonly asset: Asset
  readonly address: Address
  readonly decimals: number
}

interface CatalogPair {
  readonly network: Network
  readonly asset: Asset
  readonly assetTitle: string
  readonly decimals: number
}

interface ContractRow {
  readonly network: Network
  readonly asset: Asset
  readonly address: string
  readonly chainId: string
}

/** What the hot wallet holds of each token at deployment, in whole tokens. */
const initialSupply = "1000000000000"
/** Enough for the token's creation (about 0.8 M gas); given so that 24 deployments need no estimate each. */
const deploymentGas = 2_000_000n

const key = (pair: { network: string; asset: string }) => `${pair.network}/${pair.asset}`

const deploy = async (clients: ChainClients, pairs: ReadonlyArray<CatalogPair>) => {
  if (pairs.length === 0) return []
  const { reader, wallet } = clients
  const [nonce, fees] = await Promise.all([
    reader.getTransactionCount({ address: wallet.account.address, blockTag: "pending" }),
    reader.estimateFeesPerGas(),
  ])
  const hashes: Array<`0x${string}`> = []
  for (const [index, pair] of pairs.entries()) {
    hashes.push(
      await wallet.deployContract({
        abi: sandboxTokenAbi,
        bytecode: sandboxTokenBytecode,
        args: [
          `${pair.assetTitle} (sandbox, ${pair.network})`,
          pair.asset,
          pair.decimals,
          parseUnits(initialSupply, pair.decimals),
        ],
        nonce: nonce + index,
        gas: deploymentGas,
        ...fees,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => reader.waitForTransactionReceipt({ hash })))
  return pairs.map((pair, index) => {
    const address = receipts[index]?.contractAddress
    if (receipts[index]?.status !== "success" || !address) {
      throw new Error(`the sandbox token ${key(pair)} was not deployed (transaction ${hashes[index]})`)
    }
    return { network: pair.network, asset: pair.asset, address: getAddress(address), decimals: pair.decimals }
  })
}

/**
 * The sandbox token of every EVM pair of the catalogue on this chain: the recorded ones the chain still has, minted
 * by this hot wallet, and fresh deployments for the rest. Under a database lock, so two servers starting on one database deploy once.
 */
export const ensureSandboxTokens = (clients: ChainClients) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`SELECT pg_advisory_xact_lock(hashtext('sandbox_contracts'))`
        const pairs = yield* sql<CatalogPair>`
          SELECT network, asset, asset_title, decimals FROM blockchain_assets
          WHERE network IN ${sql.in(evmNetworks)} ORDER BY network, asset`
        const rows = yield* sql<ContractRow>`SELECT network, asset, address, chain_id FROM sandbox_contracts`
        // A recorded token is kept while the chain has it and the hot wallet is its minter (the key may change).
        const minters = yield* Effect.promise(() =>
          Promise.all(
            rows.map((row) =>
              clients.reader
                .readContract({ address: row.address as Address, abi: sandboxTokenAbi, functionName: "minter" })
                .catch(() => undefined),
            ),
          ),
        )
        const kept = new Map(
          rows
            .filter(
              (row, index) =>
                Number(row.chainId) === clients.chainId && minters[index] === clients.wallet.account.address,
            )
            .map((row) => [key(row), getAddress(row.address)]),
        )
        const fresh = yield* Effect.promise(() =>
          deploy(
            clients,
            pairs.filter((pair) => !kept.has(key(pair))),
          ),
        )
        for (const { network, asset, address } of fresh) {
          yield* sql`INSERT INTO sandbox_contracts ${sql.insert({ network, asset, address, chainId: clients.chainId })}
            ON CONFLICT (network, asset) DO UPDATE SET address = EXCLUDED.address, chain_id = EXCLUDED.chain_id`
        }
        return pairs.flatMap((pair): Array<SandboxToken> => {
          const address = kept.get(key(pair)) ?? fresh.find((token) => key(token) === key(pair))?.address
          return address ? [{ network: pair.network, asset: pair.asset, address, decimals: pair.decimals }] : []
        })
      }),
    )
  })
