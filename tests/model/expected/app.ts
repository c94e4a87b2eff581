// The widget as a whole as the spec states it (spec 1 §1 and §8: a service-unavailable event, HTTP 503, replaces
// everything with the Service Unavailable page; the error code RESTRICTED_COUNTRY blanks the whole page), for every
// chart registered over machines/app.ts.
import type { ChartExpectations } from "../expectations.ts"

export const appExpectations: ChartExpectations = {
  states: {
    '"running"': {},
    '"serviceUnavailable"': {},
    // Blank, and nothing brings the widget back.
    '"restricted"': { enabled: { "service.unavailable": false, "country.restricted": false } },
  },
  leadsTo: [
    [{ type: "country.restricted" }, '"restricted"'],
    [{ type: "service.unavailable" }, '"serviceUnavailable"'],
  ],
}
