// The embedded database: PGlite keeps its files in DATA_DIR and is served to the PostgreSQL driver over a
// loopback socket, so the embedded and the production database are reached through the same client.
import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect } from "effect"

export interface EmbeddedDatabase {
  readonly host: string
  readonly port: number
}

/** PostgreSQL's defaults size shared memory for a busy server (128 MB of buffers, 100 connections); PGlite keeps
 * all of it resident. The sandbox's tables fit in far less, and PGlite serves one session. */
const smallerMemory = ["-c", "shared_buffers=16MB", "-c", "max_connections=5"]

export const startEmbeddedDatabase = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const dir = resolve(dataDir)
      mkdirSync(dir, { recursive: true })
      const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...smallerMemory] })
      // One PGlite is one session: the client pool is kept to one connection, so transactions never interleave.
      const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 })
      await server.start()
      const [host = "127.0.0.1", port = "0"] = server.getServerConn().split(":")
      return { db, server, address: { host, port: Number(port) } satisfies EmbeddedDatabase }
    }),
    ({ db, server }) =>
      Effect.promise(async () => {
        await server.stop()
        await db.close()
      }),
  ).pipe(Effect.map(({ address }) => address))
