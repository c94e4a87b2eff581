// The checks of a transfer before anything is sent, and the failures they and the node answer.
import { Effect } from "effect"
import { parseUnits } from "viem"
import type { Asset, Network } from "../../schema/enums.ts"
import { isValidAddress } from "../onramp/addresses.ts"
import { ChainError } from "./service.ts"

const amountPattern = /^\d+(\.\d+)?$/

export const units = (amount: string, decimals: number) => {
  // Trailing zeros are no precision: a numeric column's "12.500000000000" is 12.5 for a 6-decimal token.
  const fraction = (amount.split(".")[1] ?? "").replace(/0+$/, "")
  const value = amountPattern.test(amount) && fraction.length <= decimals ? parseUnits(amount, decimals) : 0n
  return value > 0n
    ? Effect.succeed(value)
    : Effect.fail(
        new ChainError({
          reason: "invalid-amount",
          message: `${amount} is not a positive amount with at most ${decimals} decimals`,
        }),
      )
}

export const checkAddress = (network: Network, address: string) =>
  isValidAddress(network, address)
    ? Effect.void
    : Effect.fail(new ChainError({ reason: "invalid-address", message: `${address} is not a ${network} address` }))

export const nodeCall = <A>(what: string, call: () => Promise<A>) =>
  Effect.tryPromise({
    try: call,
    catch: (cause) => new ChainError({ reason: "node", message: `${what}: ${String(cause)}`, cause }),
  })

export const unsupported = (network: Network, asset: Asset) =>
  new ChainError({ reason: "unsupported", message: `the sandbox has no ${asset} on ${network}` })
