// The spec's timings (spec 1 §9, spec 2 §9), in milliseconds, declared once: charts use them as delays, screens
// as countdowns and locks, adapters as throttles. A countdown shown to the user derives from these and from when
// its quote or order arrived, never from a timer of its own.
export const timings = {
  /** The quote and the best offer are asked again every 30 s. */
  quoteRefresh: 30_000,
  /** The quote countdown ticks every 300 ms. */
  countdownTick: 300,
  /** Typing settles for 300 ms before an offer is asked for. */
  amountDebounce: 300,
  /** An on-ramp order being paid by USSD is read again every 3 s. */
  ussdOrderRefetch: 3_000,
  /** Order status and KYC status are polled every 5 s. */
  statusPoll: 5_000,
  /** A transfer action (payment prompt, dial) may be retried after 60 s. */
  transferCooldown: 60_000,
  /** An OTP may be sent again after 30 s. */
  otpCooldown: 30_000,
  /** The wallet-connect lock releases after 2 s. */
  walletConnectLock: 2_000,
  /** A token counts as expired 5 s before its expiry. */
  tokenExpiryMargin: 5_000,
  /** A monitoring session ends after 30 minutes idle. */
  sessionIdle: 30 * 60_000,
  /** Monitoring's identify call and typing events are throttled to one per 2 s. */
  identifyThrottle: 2_000,
  typingThrottle: 2_000,
  /** Toasts: success 2 s, error and other 4 s, loading until dismissed. */
  toastSuccess: 2_000,
  toastError: 4_000,
  toastOther: 4_000,
  /** Spec 1 §9: a failed data query of the on-ramp and account waits 1 s, then twice as long each time, at most 30 s. */
  queryRetryFirstWait: 1_000,
  queryRetryLongestWait: 30_000,
  /** Spec 1 §9: the 5-minute cache lifetime of those queries. */
  queryCacheLifetime: 5 * 60_000,
  /** Spec 2 §9: an on-ramp order with no expiry of its own expires 20 minutes after creation (the server's orders). */
  defaultOnrampOrderExpiry: 20 * 60_000,
} as const

/** Whole seconds left of a countdown of `totalMillis` that started at `since`, at `now` (never below 0). */
export const secondsLeft = (since: number, totalMillis: number, now: number) =>
  Math.max(0, Math.ceil((since + totalMillis - now) / 1000))
