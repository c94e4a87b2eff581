// The widget as a whole: running, or replaced by the Service Unavailable page (any 503), or blanked (the user's
// country is restricted). Spec 1 §1 and §8.
import { setup } from "xstate"

export type AppEvent = { readonly type: "service.unavailable" } | { readonly type: "country.restricted" }

export const appMachine = setup({
  types: { events: {} as AppEvent },
}).createMachine({
  id: "app",
  initial: "running",
  states: {
    running: {
      on: { "service.unavailable": "serviceUnavailable", "country.restricted": "restricted" },
    },
    serviceUnavailable: {
      tags: ["error"],
      on: { "country.restricted": "restricted" },
    },
    // Nothing is shown and nothing brings the widget back: a restricted visitor stays restricted.
    restricted: { type: "final" },
  },
})
