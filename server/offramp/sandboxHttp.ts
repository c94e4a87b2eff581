// The sandbox's payout provider and ledger wallet: a test or a person decides an off-ramp payout as the mobile-money
// or bank provider would, and sends a transfer on a network the sandbox ledger stands in for, from any address
// that holds enough there (the ledger has no keys to sign with), under the hash a wallet names when it signed the
// transaction itself (a TON wallet's message), else a fresh one.
import { BigDecimal as D, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { errorCodes, invalidRequest, NotFound } from "../../schema/errors.ts"
import { errors } from "../../schema/messages.ts"
import { SandboxApi, sandboxRefusals } from "../../schema/sandbox.ts"
import { ledgerNetworks } from "../chain/chain.ts"
import { catalogDecimals, isLedgerHash, ledgerBalance, ledgerEntry, recordTransfer } from "../chain/ledger.ts"
import { isValidAddress } from "../onramp/addresses.ts"
import { decidePayout } from "./payouts.ts"

const amountPattern = /^\d+(\.\d+)?$/

export const SandboxOfframpHandlers = HttpApiBuilder.group(
  SandboxApi,
  "offramp",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    const withSql = Effect.provideService(SqlClient.SqlClient, sql)
    return handlers
      .handle("decidePayout", ({ params }) =>
        Effect.gen(function* () {
          const [order] = yield* sql<{ status: string }>`SELECT status FROM offramp_orders WHERE id = ${params.orderId}`
          if (!order) return yield* new NotFound({ code: errorCodes.notFound, message: errors.orderNotFound })
          const moved = yield* withSql(decidePayout(params.orderId, params.decision))
          if (moved) return { status: moved }
          return yield* invalidRequest(sandboxRefusals.payoutNotPending(order.status))
        }).pipe(Effect.catchTag("SqlError", Effect.die)),
      )
      .handle("sendOnLedger", ({ payload }) =>
        Effect.gen(function* () {
          const { network, asset, from, to, amount, hash } = payload
          const decimals = yield* withSql(catalogDecimals(network, asset))
          if (!ledgerNetworks.includes(network) || decimals === undefined)
            return yield* invalidRequest(sandboxRefusals.noLedgerAsset(asset, network))
          for (const address of [from, to])
            if (!isValidAddress(network, address))
              return yield* invalidRequest(sandboxRefusals.notAnAddress(address, network))
          const fraction = (amount.split(".")[1] ?? "").replace(/0+$/, "")
          if (!amountPattern.test(amount) || fraction.length > decimals || !D.isPositive(D.fromStringUnsafe(amount)))
            return yield* invalidRequest(sandboxRefusals.notAnAmount(amount, decimals))
          if (hash !== undefined && !isLedgerHash(network, hash))
            return yield* invalidRequest(sandboxRefusals.notALedgerHash(hash, network))
          // One spend at a time per address, so two requests never both spend the same balance.
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger:${network}:${from}`}))`
              const balance = yield* withSql(ledgerBalance(network, asset, from))
              if (D.isLessThan(D.fromStringUnsafe(balance), D.fromStringUnsafe(amount)))
                return yield* invalidRequest(sandboxRefusals.balanceTooLow({ from, balance, asset, network, amount }))
              if (hash !== undefined && (yield* withSql(ledgerEntry(hash))))
                return yield* invalidRequest(sandboxRefusals.ledgerHashTaken(hash))
              return yield* withSql(recordTransfer({ network, asset, from, to, amount }, hash))
            }),
          )
        }).pipe(Effect.catchTag("SqlError", Effect.die)),
      )
  }),
)
