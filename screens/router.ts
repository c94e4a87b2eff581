// The router: file routes under screens/routes, tree generated into generated/routeTree.gen.ts.
import type { QueryClient } from "@tanstack/react-query"
import { createRouter } from "@tanstack/react-router"
import type { AppRuntime } from "../adapters/runtime.ts"
import { routeTree } from "../generated/routeTree.gen.ts"
import { parseSearch, stringifySearch } from "./searchParams.ts"
import { NotFoundPage } from "./shell/NotFoundPage.tsx"
import type { AccountActions } from "./wiring/account.ts"
import type { BuyGoodsFlow } from "./wiring/buyGoods.ts"
import type { Embedding } from "./wiring/embedding.ts"
import type { Environment } from "./wiring/environment.ts"
import type { KycFlow } from "./wiring/kyc.ts"
import type { Lazy } from "./wiring/lazy.ts"
import type { LoginFlow } from "./wiring/loginFlow.ts"
import type { OfframpFlow } from "./wiring/offramp.ts"
import type { OnrampFlow } from "./wiring/onramp.ts"
import type { PromotionCalls } from "./wiring/promotions.ts"
import type { SessionActor } from "./wiring/session.ts"
import type { SwapStatusWiring } from "./wiring/swapStatus.ts"
import type { UssdTransferFlow } from "./wiring/ussdTransfer.ts"

export interface RouterContext {
  readonly queryClient: QueryClient
  readonly runtime: AppRuntime
  readonly session: SessionActor
  /** Where the widget runs: Telegram, a wallet app's browser, the integrator's close button. */
  readonly environment: Environment
  /** Outside URLs of the address ignored by the embedding rule, for the notice. */
  readonly embedding: Embedding
  readonly account: AccountActions
  readonly kyc: KycFlow
  readonly onramp: OnrampFlow
  // Loaded with their routes (wiring/lazy.ts): the first screen does not carry them.
  readonly loginFlow: Lazy<LoginFlow>
  readonly offramp: Lazy<OfframpFlow>
  readonly buyGoods: Lazy<BuyGoodsFlow>
  readonly promotions: PromotionCalls
  readonly swapStatus: Lazy<SwapStatusWiring>
  readonly ussdTransfer: Lazy<UssdTransferFlow>
}

export const makeRouter = (context: RouterContext) =>
  createRouter({
    routeTree,
    context,
    defaultNotFoundComponent: NotFoundPage,
    // Query values reach the widget as written (a long memo stays exact): screens/searchParams.ts.
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    scrollRestoration: true,
  })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}
