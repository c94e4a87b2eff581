// What the server stores outlives the server: stopped and started again on the same database, it still has it.
import { afterAll, beforeAll, expect, it } from "vitest"
import { makeTestDatabase, type TestDatabase } from "../support/database.ts"
import { api, setSettings, startTestServer } from "../support/server.ts"

let database: TestDatabase
beforeAll(async () => {
  database = await makeTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

it("keeps data written through the server across a restart", async () => {
  const first = await startTestServer(database)
  try {
    const written = await setSettings(first, { restrictedCountries: ["ZA", "MW"], buyGoodsEnabled: false })
    expect(written.status).toBe(200)
    const event = await api(first, "/api/public/monitoring/monitoring-event", {
      method: "POST",
      body: JSON.stringify({
        type: "impression",
        name: "amount",
        distinctId: "d-1",
        sessionId: "s-1",
        queryParams: { network: "CELO" },
        pageName: "/",
        createdAt: new Date().toISOString(),
      }),
    })
    expect(event.status).toBe(200)
  } finally {
    await first.stop()
  }

  const second = await startTestServer(database)
  try {
    const settings = await (await fetch(`${second.url}/api/sandbox/settings`)).json()
    expect(settings).toMatchObject({ restrictedCountries: ["ZA", "MW"], buyGoodsEnabled: false })
    expect(await (await api(second, "/api/public/active-features")).json()).toMatchObject({ buyGoodsEnabled: false })
  } finally {
    await second.stop()
  }
})
