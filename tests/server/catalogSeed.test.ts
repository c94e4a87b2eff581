// The catalogue seed reaches a database that holds an older one (issue 18 skips the seed when the database holds
// this very seed; a newer seed must still update it at the next start).
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, expect, it } from "vitest"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { api, startTestServer } from "../support/server.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await makeTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

const kenyaName = async (server: Awaited<ReturnType<typeof startTestServer>>) => {
  const countries = (await (await api(server, "/api/public/util/countries")).json()) as Array<{
    countryIsoCode: string
    name: string
  }>
  return countries.find((country) => country.countryIsoCode === "KE")?.name
}

it("writes the current seed over an older one at start", async () => {
  const first = await startTestServer(database)
  try {
    expect(await kenyaName(first)).toBe("Kenya")
    // What a database seeded by an earlier release looks like: another fingerprint, another name.
    await first.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE settings SET value = '{"fingerprint": "an older seed"}'::jsonb WHERE key = 'catalogSeed'`
        yield* sql`UPDATE countries SET name = 'Kenya (old)' WHERE country_iso_code = 'KE'`
      }),
    )
  } finally {
    await first.stop()
  }

  const second = await startTestServer(database)
  try {
    expect(await kenyaName(second)).toBe("Kenya")
  } finally {
    await second.stop()
  }
}, 180_000)
