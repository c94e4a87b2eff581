// The agents' book held in memory, so that an offer is computed without a database read: the assets, the countries'
// currencies, the offers with their agents, and the agents' liquidity, read together in one round and read again
// when a request finds the view older than `freshMillis`. Liquidity moves with orders (any server process may take
// one); a view a second old (or as old as its next read takes) may offer an agent whose liquidity has just gone, and
// the order's reservation (a guarded UPDATE in server/onramp/orders.ts) refuses it then, as for two buyers at once.
import { BigDecimal as D, Effect, Semaphore } from "effect"
import { SqlClient } from "effect/sql"
import type { Seller } from "../../schema/onrampModels.ts"
import { currenciesWithCents } from "../seed/agents.ts"
import type { BookMarket, BookOffer, BookQuery } from "./book.ts"
import { better, gasUsdOf, type PricedOffer, priceOffer } from "./pricing.ts"

const freshMillis = 1000

interface OfferOfAgent extends Omit<BookOffer, "liquidity"> {
  readonly countryIsoCode: string
  readonly paymentChannel: string
}

interface BookView {
  readonly readAt: number
  readonly assets: ReadonlyMap<string, { readonly priceUsd: D.BigDecimal; readonly canOnramp: boolean }>
  readonly currencies: ReadonlyMap<string, string>
  readonly offers: ReadonlyArray<OfferOfAgent>
  /** By `${agentId}/${network}/${asset}`. */
  readonly liquidity: ReadonlyMap<string, D.BigDecimal>
  /** The best offers found in this view, by market, currency and amount: every open widget asks again for the same
   * amount every 30 seconds, and pricing in decimals is the dearest part of an answer. The same object is answered
   * while the view lasts, so the answer's JSON is kept by it (server/onramp/http.ts). */
  readonly bestOffers: Map<string, BestOffer | undefined>
  /** The markets found in this view, by country, channel, carrier and asset: every offer call asks for its market. */
  readonly markets: Map<string, BookMarket>
}

export interface BestOffer {
  readonly offer: BookOffer
  readonly result: PricedOffer
}

const d = (value: unknown) => D.fromStringUnsafe(String(value))

const readView = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const [assets, countries, offers, liquidity] = yield* Effect.all([
      sql<{ network: string; asset: string; priceUsd: string; canOnramp: boolean }>`
        SELECT network, asset, price_usd, can_onramp FROM blockchain_assets`,
      sql<{
        countryIsoCode: string
        currencyIsoCode: string
      }>`SELECT country_iso_code, currency_iso_code FROM countries`,
      sql<{
        agentId: string
        countryIsoCode: string
        paymentChannel: string
        username: string
        avatar: string | null
        isVerifiedMarketMaker: boolean
        carrierCode: string
        usdRate: string
        feeBps: number
        minLocal: string
        maxLocal: string
        averageApprovalSeconds: number
      }>`
        SELECT o.agent_id, o.country_iso_code, o.payment_channel, a.username, a.avatar, a.is_verified_market_maker,
          o.carrier_code, o.usd_rate, o.fee_bps, o.min_local, o.max_local, o.average_approval_seconds
        FROM agent_offers o JOIN agents a ON a.id = o.agent_id`,
      sql<{ agentId: string; network: string; asset: string; amount: string }>`
        SELECT agent_id, network, asset, amount::text FROM agent_liquidity`,
    ])
    const view: BookView = {
      readAt: Date.now(),
      assets: new Map(
        assets.map((a) => [`${a.network}/${a.asset}`, { priceUsd: d(a.priceUsd), canOnramp: a.canOnramp }]),
      ),
      currencies: new Map(countries.map((c) => [c.countryIsoCode, c.currencyIsoCode])),
      offers: offers.map((row) => ({
        agentId: row.agentId,
        countryIsoCode: row.countryIsoCode,
        paymentChannel: row.paymentChannel,
        carrierCode: row.carrierCode,
        seller: {
          username: row.username,
          avatar: row.avatar,
          isVerifiedMarketMaker: row.isVerifiedMarketMaker,
        } satisfies Seller,
        usdRate: d(row.usdRate),
        feeBps: row.feeBps,
        minLocal: d(row.minLocal),
        maxLocal: d(row.maxLocal),
        averageApprovalSeconds: row.averageApprovalSeconds,
      })),
      liquidity: new Map(liquidity.map((l) => [`${l.agentId}/${l.network}/${l.asset}`, d(l.amount)])),
      bestOffers: new Map(),
      markets: new Map(),
    }
    return view
  }).pipe(Effect.orDie)

const marketKeyOf = (q: BookQuery) =>
  `${q.countryIsoCode}/${q.paymentChannel}/${q.carrierCode ?? ""}/${q.network}/${q.asset}`

/** The market of `q` in this view, found once per view. */
const keptMarketOf = (view: BookView, q: BookQuery): BookMarket => {
  const key = marketKeyOf(q)
  const kept = view.markets.get(key)
  if (kept) return kept
  const found = marketOf(view, q)
  view.markets.set(key, found)
  return found
}

const marketOf = (view: BookView, q: BookQuery): BookMarket => {
  const asset = view.assets.get(`${q.network}/${q.asset}`)
  const currencyIsoCode = view.currencies.get(q.countryIsoCode)
  const offers: Array<BookOffer> = []
  for (const offer of view.offers) {
    if (offer.countryIsoCode !== q.countryIsoCode || offer.paymentChannel !== q.paymentChannel) continue
    if (q.carrierCode !== undefined && offer.carrierCode !== q.carrierCode) continue
    // An agent without a balance of the asset does not sell it.
    const liquidity = view.liquidity.get(`${offer.agentId}/${q.network}/${q.asset}`)
    if (liquidity === undefined) continue
    const { countryIsoCode: _, paymentChannel: __, ...terms } = offer
    offers.push({ ...terms, liquidity })
  }
  return {
    asset: asset?.canOnramp ? { priceUsd: asset.priceUsd, gasUsd: gasUsdOf(q.network) } : undefined,
    currencyIsoCode,
    localScale: currencyIsoCode && currenciesWithCents.has(currencyIsoCode) ? 2 : 0,
    offers,
  }
}

/** The offer that gives the user the most (pricing.ts `better`), or undefined when none serves the amount. */
const bestOf = (market: BookMarket, currency: "local" | "crypto", amount: D.BigDecimal): BestOffer | undefined => {
  const asset = market.asset
  if (!asset) return undefined
  let best: BestOffer | undefined
  for (const offer of market.offers) {
    const result = priceOffer(offer, asset, { currency, amount, localScale: market.localScale })
    if (result && (!best || better(currency)(result, best.result))) best = { offer, result }
  }
  return best
}

/** The book's markets, answered from memory; `forget` makes the next request read the book again. */
export const makeOfferBook = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const scope = yield* Effect.scope
  // One reader at a time: the first requests wait together for one read, not one each.
  const reading = yield* Semaphore.make(1)
  let view: BookView | undefined
  let refreshing = false
  const read = Effect.map(readView(sql), (fresh) => {
    view = fresh
    return fresh
  })
  // A view older than `freshMillis` still answers while it is read again in the background: a request never waits
  // for the database behind the jobs' transactions (one connection on the embedded database), once a view exists.
  const refresh = read.pipe(
    Effect.ensuring(
      Effect.sync(() => {
        refreshing = false
      }),
    ),
  )
  const current = Effect.suspend((): Effect.Effect<BookView> => {
    if (view === undefined) {
      return reading.withPermits(1)(Effect.suspend(() => (view === undefined ? read : Effect.succeed(view))))
    }
    if (Date.now() - view.readAt >= freshMillis && !refreshing) {
      refreshing = true
      return Effect.as(Effect.forkIn(refresh, scope), view)
    }
    return Effect.succeed(view)
  })
  return {
    market: (q: BookQuery) => Effect.map(current, (v) => keptMarketOf(v, q)),
    best: (q: BookQuery, currency: "local" | "crypto", amount: D.BigDecimal) =>
      Effect.map(current, (v) => {
        const key = `${marketKeyOf(q)}/${currency}/${D.format(amount)}`
        if (v.bestOffers.has(key)) return v.bestOffers.get(key)
        const found = bestOf(keptMarketOf(v, q), currency, amount)
        v.bestOffers.set(key, found)
        return found
      }),
    forget: Effect.sync(() => {
      view = undefined
    }),
  }
})
