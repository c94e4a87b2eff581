import { appMachine } from "../../../machines/app.ts"
import { defineChart } from "../chart.ts"
import { appExpectations } from "../expected/app.ts"

export default defineChart({
  name: "app",
  machine: appMachine,
  events: [{ type: "service.unavailable" }, { type: "country.restricted" }],
  simplePaths: true,
  expectations: appExpectations,
})
