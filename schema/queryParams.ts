// Decoders of single query-parameter values: each takes the raw string and normalises it (spec 1 §5).
import { Option, Schema, SchemaTransformation } from "effect"
import { Asset, assets, CurrencyType, Flow, Network, networks, PaymentChannel, paymentChannels } from "./enums.ts"

const upperCased = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.composeTransformation(SchemaTransformation.trim(), SchemaTransformation.toUpperCase()),
  ),
)

const oneOf = (values: ReadonlyArray<string>) => `expected one of ${values.join(", ")}`

/** Upper-cased before it is checked, so `polygon` and `Polygon` mean POLYGON. */
export const NetworkParam = upperCased.pipe(Schema.decodeTo(Network.annotate({ message: oneOf(networks) })))
export const AssetParam = upperCased.pipe(Schema.decodeTo(Asset.annotate({ message: oneOf(assets) })))
export const PaymentChannelParam = PaymentChannel.annotate({ message: oneOf(paymentChannels) })
export const FlowParam = Flow.annotate({ message: oneOf(["onramp", "offramp"]) })

/** A currency other than local or crypto is treated as crypto. */
export const CurrencyParam = Schema.String.pipe(
  Schema.decodeTo(
    CurrencyType,
    SchemaTransformation.transform({
      decode: (s): CurrencyType => (s.trim().toLowerCase() === "local" ? "local" : "crypto"),
      encode: (c) => c,
    }),
  ),
)

/** Present without a value, 1 or true mean on; 0 or false mean off; anything else is refused. */
export const FlagParam = Schema.Literals(["", "1", "true", "0", "false"])
  .annotate({ message: "expected true, false, 1 or 0" })
  .pipe(
    Schema.decodeTo(
      Schema.Boolean,
      SchemaTransformation.transform({
        decode: (s) => s === "" || s === "1" || s === "true",
        encode: (b) => (b ? "true" : "false"),
      }),
    ),
  )

const decodeFlag = Schema.decodeUnknownOption(FlagParam)
/** One flag's value as the address gives it (null when absent), as FlagParam reads it: undefined when no flag. */
export const readFlag = (value: string | null | undefined): boolean | undefined =>
  Option.getOrUndefined(decodeFlag(value))
/** The flag is on, as FlagParam reads it. */
export const flagOn = (value: string | null | undefined): boolean => readFlag(value) === true

export const AmountParam = Schema.FiniteFromString.annotate({ message: "expected a number" }).check(
  Schema.isGreaterThan(0, { message: "expected a positive amount" }),
)
export const CodeLengthParam = Schema.FiniteFromString.annotate({ message: "expected a whole number" }).check(
  Schema.isInt({ message: "expected a whole number" }),
  Schema.isBetween({ minimum: 4, maximum: 10 }, { message: "expected a code length from 4 to 10" }),
)

export const CountryParam = upperCased.check(
  Schema.isPattern(/^[A-Z]{2}$/, { message: "expected a two-letter country code such as KE" }),
)
export const CurrencyIsoParam = upperCased.check(
  Schema.isPattern(/^[A-Z]{3}$/, { message: "expected a three-letter currency code such as KES" }),
)

export const UrlParam = Schema.String.check(
  Schema.makeFilter(
    (s) => {
      try {
        const url = new URL(s)
        return url.protocol === "https:" || url.protocol === "http:"
      } catch {
        return false
      }
    },
    { message: "expected an absolute http or https URL" },
  ),
)

export const EmailParam = Schema.String.check(
  Schema.isPattern(/^\S+@\S+\.\S+$/, { message: "expected an e-mail address" }),
)

/** requiredFields: URL-encoded JSON of field name to prefilled value (URLSearchParams has already decoded it). */
export const RequiredFieldsParam = Schema.fromJsonString(
  Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean])),
).annotate({ message: "expected URL-encoded JSON of field names to values" })
