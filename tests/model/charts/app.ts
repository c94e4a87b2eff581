import { appMachine } from "../../../machines/app.ts"
import { defineChart } from "../chart.ts"

export default defineChart({
  name: "app",
  machine: appMachine,
  events: [{ type: "service.unavailable" }, { type: "country.restricted" }],
  simplePaths: true,
})
