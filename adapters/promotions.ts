// Reward campaigns and promotions the amount screen shows (spec 1 §2).
import { availableRewardsCall, promotionCall } from "../schema/amountCalls.ts"
import type { Asset, Network, PaymentChannel } from "../schema/enums.ts"
import { callApi } from "./apiClient.ts"
import { fetchCall } from "./fetchCall.ts"

export interface RewardQuery {
  readonly network: Network
  readonly asset: Asset
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel
  readonly carrierCode?: string | undefined
  readonly amount: number | undefined
  /** Spec 1 §7 available-rewards: the wallet, the signed-in user and the journey's source count too. */
  readonly address?: string | undefined
  readonly userId?: string | undefined
  readonly sourceParam?: string | undefined
}

/** The fields given, without the empty ones (the contract's optional fields are absent rather than blank). */
const given = <A extends object>(fields: A) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== "")) as A

/** The amount screen's call: without the HttpApi client (fetchCall.ts). */
export const availableRewards = (query: RewardQuery) => fetchCall(availableRewardsCall, given(query))

/** Every reward campaign open to this source (spec 1 §7 possible-rewards), before any order is chosen. */
export const possibleRewards = (sourceParam: string | undefined) =>
  callApi((client) => client.onramp.getPossibleRewards({ query: sourceParam ? { sourceParam } : {} }))

/** The promotion for the chosen country and payment method: some hold for one carrier only (M-Pesa). */
export interface PromotionQuery {
  readonly countryIsoCode: string
  readonly paymentChannel: PaymentChannel | undefined
  readonly carrierCode: string | undefined
}

export const promotionFor = (query: PromotionQuery) => fetchCall(promotionCall, query)
