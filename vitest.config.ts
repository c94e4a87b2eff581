import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/model/**/*.test.ts"], environment: "node" } },
      {
        // Each file starts its own server on its own database (a PGlite folder, or a PostgreSQL schema when
        // DATABASE_URL is set), so files run in parallel without seeing each other's data.
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
