// Decoders of single query-parameter values: each takes the raw string and normalises it (spec 1 §5).
import { Option, Schema, SchemaTransformation } from "effect"
import { Asset, assets, CurrencyType, Flow, Network, networks, PaymentChannel, paymentChannels } from "./enums.ts"
import { languages } from "./languages.ts"
import { queryReasons } from "./queryMessages.ts"
import { parseAccent, themes } from "./theme.ts"

const upperCased = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.composeTransformation(SchemaTransformation.trim(), SchemaTransformation.toUpperCase()),
  ),
)

const { oneOf } = queryReasons

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
  .annotate({ message: queryReasons.flag })
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

export const AmountParam = Schema.FiniteFromString.annotate({ message: queryReasons.number }).check(
  Schema.isGreaterThan(0, { message: queryReasons.positiveAmount }),
)
export const CodeLengthParam = Schema.FiniteFromString.annotate({ message: queryReasons.wholeNumber }).check(
  Schema.isInt({ message: queryReasons.wholeNumber }),
  Schema.isBetween({ minimum: 4, maximum: 10 }, { message: queryReasons.codeLength }),
)

export const CountryParam = upperCased.check(Schema.isPattern(/^[A-Z]{2}$/, { message: queryReasons.country }))
export const CurrencyIsoParam = upperCased.check(
  Schema.isPattern(/^[A-Z]{3}$/, { message: queryReasons.currencyIsoCode }),
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
    { message: queryReasons.url },
  ),
)

export const PhoneParam = Schema.String.check(Schema.isPattern(/^\+?[\d\s-]{6,20}$/, { message: queryReasons.phone }))

export const EmailParam = Schema.String.check(Schema.isPattern(/^\S+@\S+\.\S+$/, { message: queryReasons.email }))

/** requiredFields: URL-encoded JSON of field name to prefilled value (URLSearchParams has already decoded it). */
export const RequiredFieldsParam = Schema.fromJsonString(
  Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean])),
).annotate({ message: queryReasons.requiredFields })

/** light, dark or auto (the device's preference), as written. */
export const ThemeParam = Schema.Literals(themes).annotate({ message: oneOf(themes) })

/** A CSS colour the widget can read (schema/colour.ts): kept as written, applied by screens/wiring/theme.ts. */
export const AccentColorParam = Schema.String.check(
  Schema.makeFilter((s) => parseAccent(s) !== undefined, { message: queryReasons.accentColor }),
)

/** The language of the widget's texts (issue 19): one of schema/languages.ts, as written. */
export const LangParam = Schema.Literals(languages).annotate({ message: oneOf(languages) })
