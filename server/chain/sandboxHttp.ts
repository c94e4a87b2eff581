// The sandbox's chain routes: where the EVM networks' chain and tokens are, a faucet for test wallets, and the
// stand-in of a TON owner's jetton wallet (the sandbox runs no TON node to ask).
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { evmNetworks } from "../../schema/enums.ts"
import { invalidRequest } from "../../schema/errors.ts"
import { SandboxApi, sandboxRefusals } from "../../schema/sandbox.ts"
import { Chain } from "./chain.ts"
import { sandboxJettonWallet } from "./tonJettonWallets.ts"

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
      .handle("tonJettonWallet", ({ query }) => {
        const address = sandboxJettonWallet(query.owner, query.jetton)
        if (address === undefined)
          return Effect.fail(invalidRequest(sandboxRefusals.notAnAddress(`${query.owner} or ${query.jetton}`, "TON")))
        return Effect.succeed({ address })
      })
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
