import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    // One test file per core: Vitest's default in a run is one fewer than the cores, a single worker on CI's 2 cores,
    // which left a core idle while a server file started its server.
    maxWorkers: "100%",
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/model/**/*.test.ts"], environment: "node" } },
      {
        // Each file starts its own server on its own database (a PGlite folder, or a PostgreSQL schema when
        // DATABASE_URL is set), so files run in parallel without seeing each other's data.
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // Some tests start a second server (another mode, a restart) inside the test: on a busy 2-core machine
          // a start alone can take most of a minute, so a test gets as long as a hook.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
