// Reward campaigns and promotions the amount screen shows (spec 1 §2).
import type { Asset, Network, PaymentChannel } from "../schema/enums.ts"
import { callApi } from "./apiClient.ts"

export interface RewardQuery {
  readonly network: Network
  readonly asset: Asset
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly amount: number | undefined
}

export const availableRewards = (query: RewardQuery) =>
  callApi((client) => client.onramp.getAvailableRewards({ payload: query }))

/** Every reward campaign open to this source (spec 1 §7 possible-rewards), before any order is chosen. */
export const possibleRewards = (sourceParam: string | undefined) =>
  callApi((client) => client.onramp.getPossibleRewards({ query: sourceParam ? { sourceParam } : {} }))

/** The promotion for the chosen country and payment method: some hold for one carrier only (M-Pesa). */
export interface PromotionQuery {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel | undefined
  readonly carrierCode: string | undefined
}

export const promotionFor = (query: PromotionQuery) =>
  callApi((client) => client.onramp.getPromotion({ payload: query }))
