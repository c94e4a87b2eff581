// What the widget's monitoring needs of the contract before it sends anything: the limits of a batch and the beacon's
// path. Apart from monitoring.ts, whose endpoint group would load the HttpApi code with the monitoring chunk
// (issue 17: the first screen's calls go without it).

/** Limits that keep one visitor from filling the database: a refused batch stores nothing. */
export const monitoringLimits = {
  eventsPerBatch: 50,
  textLength: 200,
  queryParams: 30,
  errorMessageLength: 2_000,
  errorStackLength: 8_000,
  /** Bytes of a beacon's body (sendBeacon cannot use the contract's client). */
  beaconBytes: 64 * 1024,
} as const

/** Where the widget's beacon goes as the page hides: outside the contract, since a beacon sends no x-web header. */
export const beaconPath = "/api/public/monitoring/beacon"
