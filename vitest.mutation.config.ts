// The tests StrykerJS runs against each mutant of machines/ (`npm run test:mutation`, scripts/mutation.ts): the model
// walk of the charts over the mutated file and the unit tests that import it, listed in MUTATION_TESTS by the script
// (all model and machine-importing unit tests when unset). Not part of `npm test`.
import { defineConfig } from "vitest/config"

const listed = process.env.MUTATION_TESTS?.split(",").filter((file) => file !== "")

export default defineConfig({
  test: {
    include: listed ?? ["tests/model/paths.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // The machine is shared and a mutant may loop: a walk gets time, Stryker's own timeout ends a stuck one.
    testTimeout: 60_000,
  },
})
