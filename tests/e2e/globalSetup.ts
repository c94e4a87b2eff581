// Starts the sandbox server with the built widget on a free port and a database of its own, for all browser tests.
import { makeTestDatabase } from "../support/database.ts"
import { startTestServer } from "../support/server.ts"

export default async function globalSetup() {
  const database = await makeTestDatabase()
  const server = await startTestServer(database)
  process.env.WIDGET_URL = server.url
  return async () => {
    await server.stop()
    await database.drop()
  }
}
