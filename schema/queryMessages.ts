// What the widget says of a query parameter it refuses (README "Configuration parameters": a malformed value is
// refused with an error naming the parameter, and the rest of the link holds). The decoders of
// schema/queryParams.ts give these reasons; the notice of the page (screens/shell/RefusedParametersNotice.tsx) and
// the amount's notice of a journey show them.

export const queryReasons = {
  oneOf: (values: ReadonlyArray<string>) => `expected one of ${values.join(", ")}`,
  flag: "expected true, false, 1 or 0",
  number: "expected a number",
  positiveAmount: "expected a positive amount",
  wholeNumber: "expected a whole number",
  codeLength: "expected a code length from 4 to 10",
  country: "expected a two-letter country code such as KE",
  currencyIsoCode: "expected a three-letter currency code such as KES",
  url: "expected an absolute http or https URL",
  email: "expected an e-mail address",
  phone: "expected a phone number",
  requiredFields: "expected URL-encoded JSON of field names to values",
  accentColor: "expected an opaque colour such as #1a237e, rgb(26 35 126) or hsl(235 66% 30%)",
} as const

export const queryMessages = {
  /** A value the configuration refuses: the parameter is left out. */
  refused: (parameter: string, reason: string) => `Query parameter "${parameter}" is invalid: ${reason}.`,
  /** `currency` says what `amount` counts: without the amount it would count the journey's default. */
  currencyWithoutAmount: 'Query parameter "currency" is left out with the amount it counts.',
  /** The notice's name, before the list of refused parameters. */
  noticeTitle: "Some settings of this link were left out",
} as const
