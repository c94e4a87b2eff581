// The merchants' tills of the sandbox (M-Pesa Buy Goods, so Kenya only), written at every start, and the lookup
// that names a till's merchant for a quote and an order.
import { Array as Arr, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Catalog } from "../catalog/repository.ts"

export interface SeedTill {
  readonly countryIsoCode: string
  readonly tillNumber: string
  readonly merchantName: string
}

export const seedTills: ReadonlyArray<SeedTill> = [
  { countryIsoCode: "KE", tillNumber: "52301", merchantName: "Mama Njeri Groceries" },
  { countryIsoCode: "KE", tillNumber: "174379", merchantName: "Java House Kimathi Street" },
  { countryIsoCode: "KE", tillNumber: "891204", merchantName: "Naivas Westlands" },
  { countryIsoCode: "KE", tillNumber: "5566770", merchantName: "Kibanda Electronics" },
  { countryIsoCode: "KE", tillNumber: "300210", merchantName: "Green Valley Pharmacy" },
]

export class BuyGoodsTills extends Context.Service<
  BuyGoodsTills,
  {
    /** The merchant of a till in a country, undefined when the country has no such till. */
    readonly merchantOf: (countryIsoCode: string, tillNumber: string) => Effect.Effect<string | undefined>
    /** Whether the country has tills at all (M-Pesa Buy Goods exists there). */
    readonly servesCountry: (countryIsoCode: string) => Effect.Effect<boolean>
    /** The country's name, for messages; its code when the catalogue does not know it. */
    readonly countryName: (countryIsoCode: string) => Effect.Effect<string>
  }
>()("server/BuyGoodsTills") {
  static readonly layer = Layer.effect(
    BuyGoodsTills,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // The catalogue writes the countries the tills belong to.
      yield* Catalog
      const rows: ReadonlyArray<Record<string, unknown>> = seedTills.map((till) => ({ ...till }))
      if (Arr.isReadonlyArrayNonEmpty(rows))
        yield* sql`INSERT INTO buy_goods_tills ${sql.insert(rows)}
          ON CONFLICT (country_iso_code, till_number) DO UPDATE SET merchant_name = EXCLUDED.merchant_name`.pipe(
          Effect.orDie,
        )

      const merchantOf = (countryIsoCode: string, tillNumber: string) =>
        sql<{ merchantName: string }>`SELECT merchant_name FROM buy_goods_tills
          WHERE country_iso_code = ${countryIsoCode} AND till_number = ${tillNumber}`.pipe(
          Effect.map((found) => found[0]?.merchantName),
          Effect.orDie,
        )

      const servesCountry = (countryIsoCode: string) =>
        sql`SELECT 1 FROM buy_goods_tills WHERE country_iso_code = ${countryIsoCode} LIMIT 1`.pipe(
          Effect.map((found) => found.length > 0),
          Effect.orDie,
        )

      const countryName = (countryIsoCode: string) =>
        sql<{ name: string }>`SELECT name FROM countries WHERE country_iso_code = ${countryIsoCode}`.pipe(
          Effect.map((found) => found[0]?.name ?? countryIsoCode),
          Effect.orDie,
        )

      return BuyGoodsTills.of({ merchantOf, servesCountry, countryName })
    }),
  )
}
