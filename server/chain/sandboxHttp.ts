// The sandbox's chain routes: where the EVM networks' chain and tokens are, and a faucet for test wallets.
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { evmNetworks } from "../../schema/enums.ts"
import { invalidRequest } from "../../schema/errors.ts"
import { SandboxApi } from "../../schema/sandbox.ts"
import { Chain } from "./chain.ts"

export const SandboxChainHandlers = HttpApiBuilder.group(
  SandboxApi,
  "chain",
  Effect.fn(function* (handlers) {
    const chain = yield* Chain
    return handlers
      .handle("getChains", () =>
        Effect.succeed(
          evmNetworks.map((network) => ({
            network,
            rpcUrl: chain.rpcUrl,
            chainId: chain.chainId,
            tokens: chain.tokens
              .filter((token) => token.network === network)
              .map(({ asset, address, decimals }) => ({ asset, address, decimals })),
          })),
        ),
      )
      .handle("fundAddress", ({ payload }) =>
        chain
          .faucet({ network: payload.network, asset: payload.asset, to: payload.address, amount: payload.amount })
          .pipe(
            Effect.catchTag("ChainError", (error) =>
              error.reason === "node" || error.reason === "unavailable"
                ? Effect.die(error)
                : Effect.fail(invalidRequest(error.message)),
            ),
          ),
      )
  }),
)
