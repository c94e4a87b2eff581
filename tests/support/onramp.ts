// On-ramp calls as the widget makes them, for tests and benchmarks: a quote for 2000 KES of CUSD on Celo by
// mobile money, and an order from it.
import type { Tokens } from "../../schema/auth.ts"
import type { RunningServer } from "../../server/start.ts"
import { bearer, post } from "./signIn.ts"

export const celoAddress = "0x765DE816845861e75A25fCA122bb6898B8B1282a"
export const kenyaMarket = { paymentChannel: "mobile_money", network: "CELO", asset: "CUSD", countryIsoCode: "KE" }

export const bestOffer = (server: RunningServer, overrides: Record<string, unknown> = {}) =>
  post(server, "/api/public/pay-widget/onramp/best-offer", {
    ...kenyaMarket,
    currency: "local",
    amount: 2000,
    ...overrides,
  })

/** The quote's id, for the market and amount of `bestOffer` or the ones `overrides` gives. */
export const quoteId = async (server: RunningServer, overrides: Record<string, unknown> = {}) =>
  (await (await bestOffer(server, overrides)).json()).quoteId as string

export const createOrder = (
  server: RunningServer,
  tokens: Tokens,
  quote: string,
  extra: Record<string, unknown> = {},
) =>
  post(
    server,
    "/api/private/pay-widget/onramp/create-order",
    { currency: "local", amount: 2000, address: celoAddress, network: "CELO", asset: "CUSD", quoteId: quote, ...extra },
    bearer(tokens),
  )
