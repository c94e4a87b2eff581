// The browser tests' `test`: each Playwright worker starts its own sandbox server (the built widget on a database
// of its own) before its first test, so two workers never see each other's operator settings, orders or limits.
// The server runs in the worker's process, hence its own core; `widgetUrl` reads its address from WIDGET_URL.
import { test as base } from "@playwright/test"
import type { RunningServer } from "../../server/start.ts"
import { makeTestDatabase } from "../support/database.ts"
import { startTestServer } from "../support/server.ts"

export const test = base.extend<object, { sandboxServer: RunningServer; widgetServer: string }>({
  sandboxServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures this one needs from the pattern.
    async ({}, use) => {
      const database = await makeTestDatabase()
      const server = await startTestServer(database)
      process.env.WIDGET_URL = server.url
      await use(server)
      await server.stop()
      await database.drop()
    },
    // On a busy 2-core machine a server start can take most of a minute (tests/support/server.ts).
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  // The worker's server as its address; the server itself (`sandboxServer`) for a test that reads or moves its
  // database (an order's clock), as the status page's tests do.
  widgetServer: [({ sandboxServer }, use) => use(sandboxServer.url), { scope: "worker", auto: true }],
})

export { expect } from "@playwright/test"

/**
 * The details of a test that checks nothing the screen's width changes (where the router leads, what the address,
 * the server or the framing page receives): the phone project leaves it out (`grepInvert` in playwright.config.ts),
 * as it leaves out whole files of such tests, and it runs at the widget's size only (docs/decisions.md).
 */
export const widgetSizeOnly = { tag: "@widget-size-only" }
