// The amount screen's reward and promotion calls and the home page's possible rewards, as promises on the app runtime.
import {
  availableRewards,
  type PromotionQuery,
  possibleRewards,
  promotionFor,
  type RewardQuery,
} from "../../adapters/promotions.ts"
import { runToPromise } from "../../adapters/run.ts"
import type { AppRuntime } from "../../adapters/runtime.ts"

export const promotionCalls = (runtime: AppRuntime) => ({
  rewards: (query: RewardQuery) => runToPromise(runtime, availableRewards(query)),
  possibleRewards: (sourceParam: string | undefined) => runToPromise(runtime, possibleRewards(sourceParam)),
  promotion: (query: PromotionQuery) => runToPromise(runtime, promotionFor(query)),
})

export type PromotionCalls = ReturnType<typeof promotionCalls>
