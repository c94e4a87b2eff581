// The reference rates of local currencies to the US dollar (table usd_rates), and amounts in USD computed from them
// as decimals: a float division lands just under a threshold (200.20 GHS at 15.40 is 12.999999999999998 USD as
// floats, 13 as decimals), and USD thresholds decide rewards.
import { BigDecimal as D, Effect, Option } from "effect"
import type { SqlClient } from "effect/sql"

/** A catalogue read: the rates change only when the seed does, so one read serves a minute of requests. */
const cacheFor = "1 minute"

export const usdRatesReader = (sql: SqlClient.SqlClient) =>
  sql<{ currencyIsoCode: string; localPerUsd: string }>`SELECT currency_iso_code, local_per_usd FROM usd_rates`.pipe(
    Effect.map(
      (rows) => new Map(rows.map((row) => [row.currencyIsoCode, D.fromStringUnsafe(String(row.localPerUsd))])),
    ),
    Effect.orDie,
    Effect.cachedWithTTL(cacheFor),
  )

/** An amount in local currency as USD, or none when the currency has no rate. */
export const usdOf = (localAmount: D.BigDecimal, localPerUsd: D.BigDecimal | undefined) =>
  localPerUsd ? D.divide(localAmount, localPerUsd) : Option.none()

/** An amount the client sent as a JSON number, read as the decimal it was written as. */
export const decimalOf = (amount: number) => D.fromString(String(amount))
