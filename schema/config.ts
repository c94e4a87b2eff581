// The widget's configuration from its query string (spec 1 §2, spec 2 §3), decoded and normalised (spec 1 §5).
// Pure: the caller passes the query and what it detected of the environment.
import { Data, Result, Schema } from "effect"
import { currencyCountries } from "./enums.ts"
import { queryMessages } from "./queryMessages.ts"
import {
  AccentColorParam,
  AmountParam,
  AssetParam,
  CodeLengthParam,
  CountryParam,
  CurrencyIsoParam,
  CurrencyParam,
  EmailParam,
  FlagParam,
  FlowParam,
  flagOn,
  LangParam,
  NetworkParam,
  PaymentChannelParam,
  PhoneParam,
  RequiredFieldsParam,
  ThemeParam,
  UrlParam,
} from "./queryParams.ts"

const text = Schema.optional(Schema.String)
const flag = Schema.optional(FlagParam)

export const QueryConfigFields = Schema.Struct({
  network: Schema.optional(NetworkParam),
  address: text,
  asset: Schema.optional(AssetParam),
  memo: text,
  orderId: text,
  at: text,
  rt: text,
  amount: Schema.optional(AmountParam),
  carrierCode: text,
  countryIsoCode: Schema.optional(CountryParam),
  currency: Schema.optional(CurrencyParam),
  orderParams: text,
  freezeAmount: flag,
  freezeWallet: flag,
  phone: Schema.optional(PhoneParam),
  paymentChannel: Schema.optional(PaymentChannelParam),
  quoteId: text,
  source: text,
  callbackUrl: Schema.optional(UrlParam),
  callbackBtnText: text,
  codeId: text,
  codeLength: Schema.optional(CodeLengthParam),
  email: Schema.optional(EmailParam),
  currencyIsoCode: Schema.optional(CurrencyIsoParam),
  closeBtn: text,
  redirectUrl: Schema.optional(UrlParam),
  requiredFields: Schema.optional(RequiredFieldsParam),
  authSuccessUrl: Schema.optional(UrlParam),
  forceFail: flag,
  hideSwitch: flag,
  authRetry: flag,
  manualFlow: flag,
  noRedirect: flag,
  telegram: flag,
  hideAddressField: flag,
  signature: text,
  /** The integrator the page acts for: whose registered origins apply (schema/embedding.ts). */
  integrator: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  flow: Schema.optional(FlowParam),
  /** The look (issue 19): light (the default), dark, or auto to follow the device. */
  theme: Schema.optional(ThemeParam),
  /** The integrator's colour for primary buttons, links, focus rings and selected states. */
  accentColor: Schema.optional(AccentColorParam),
  /** The language of the texts (issue 19); without it the one chosen in the side panel, then the browser's. */
  lang: Schema.optional(LangParam),
})

export const queryConfigKeys = Object.keys(QueryConfigFields.fields) as ReadonlyArray<keyof QueryConfig>
/** Spec 2 names the tokens accessToken and refreshToken; both spellings sign in. */
const aliases: Record<string, "at" | "rt"> = { accessToken: "at", refreshToken: "rt" }

type Fields = typeof QueryConfigFields.Type
export type QueryConfig = Omit<Fields, "requiredFields"> & {
  readonly requiredFields?: Readonly<Record<string, string>> | undefined
  /** Parameters the widget does not know, kept as given (they become the initial query). */
  readonly extra: Readonly<Record<string, string>>
}

/** Wallet apps whose in-app browser sets a default source (spec 1 §5). */
export type WalletBrowser = "trust" | "brave" | null
const sourceByBrowser = { trust: "trust", brave: "brave_browser" } as const

/** Where the widget runs, as the app detected it at start (adapters/walletEnvironment.ts, adapters/telegram.ts). */
export interface WidgetEnvironment {
  readonly walletBrowser: WalletBrowser
  /** A Telegram mini app: the `telegram` parameter, or Telegram's WebApp object present. */
  readonly telegram?: boolean | undefined
}

/** Spec 1 §1, spec 2 §1: in the Telegram mini app only assets of this network are offered. */
export const telegramNetwork = "TON" as const
/** Where Telegram's mini app script comes from, and the Telegram client that frames mini apps in a browser. */
export const telegramScriptUrl = "https://telegram.org/js/telegram-web-app.js"
export const telegramWebOrigin = "https://web.telegram.org"
/** The `telegram` parameter is on, as the configuration's flag reads it (present, 1 or true). */
export const telegramFlagOn = (query: URLSearchParams) => flagOn(query.get("telegram"))

/** The assets a visitor may pick: in Telegram only TON's. */
export const offeredAssets = <A extends { readonly network: string }>(
  assets: ReadonlyArray<A>,
  config: { readonly telegram?: boolean | undefined },
): ReadonlyArray<A> => (config.telegram === true ? assets.filter((a) => a.network === telegramNetwork) : assets)

/**
 * What the environment changes in a decoded configuration (spec 1 §5): a missing source becomes the wallet
 * browser's; in Telegram the configuration says so, and a network other than TON is dropped with its asset, so
 * the journey starts on a TON asset instead of calling the integrator's choice misconfigured.
 */
export const withEnvironment = <
  C extends {
    readonly source?: string | undefined
    readonly telegram?: boolean | undefined
    readonly network?: string | undefined
    readonly asset?: string | undefined
  },
>(
  config: C,
  environment: WidgetEnvironment,
): C => {
  const source = config.source ?? (environment.walletBrowser ? sourceByBrowser[environment.walletBrowser] : undefined)
  const telegram = config.telegram === true || environment.telegram === true
  const { network: _network, asset: _asset, ...rest } = config
  const base = !telegram
    ? config
    : config.network !== undefined && config.network !== telegramNetwork
      ? (rest as C)
      : config.asset !== undefined
        ? { ...config, network: telegramNetwork }
        : config
  return { ...base, ...(source ? { source } : {}), ...(telegram ? { telegram: true } : {}) }
}

/** A parameter the configuration refuses: its value as written, and why (schema/queryMessages.ts `queryReasons`). */
export interface QueryIssue {
  readonly parameter: string
  readonly value: string
  readonly message: string
}

export class QueryConfigError extends Data.TaggedError("QueryConfigError")<{
  readonly issues: ReadonlyArray<QueryIssue>
}> {
  override get message() {
    return this.issues.map((i) => queryMessages.refused(i.parameter, i.message)).join(" ")
  }
}

const validate = Schema.toStandardSchemaV1(QueryConfigFields)

export const decodeQueryConfig = (
  query: string | URLSearchParams,
  environment: WidgetEnvironment = { walletBrowser: null },
): Result.Result<QueryConfig, QueryConfigError> => {
  const params = typeof query === "string" ? new URLSearchParams(query) : query
  const known: Record<string, string> = {}
  const extra: Record<string, string> = {}
  for (const [rawKey, value] of params) {
    const key = aliases[rawKey] ?? rawKey
    const target = (queryConfigKeys as ReadonlyArray<string>).includes(key) ? known : extra
    if (!(key in target)) target[key] = value
  }
  const result = validate["~standard"].validate(known)
  if (result instanceof Promise) throw new Error("query configuration must decode synchronously")
  if (result.issues) {
    const issues = new Map<string, { parameter: string; value: string; message: string }>()
    for (const issue of result.issues) {
      const first = issue.path?.[0]
      const parameter = String(typeof first === "object" ? first.key : (first ?? "query"))
      // One message per parameter: the first rule it breaks.
      if (!issues.has(parameter))
        issues.set(parameter, { parameter, value: known[parameter] ?? "", message: issue.message })
    }
    return Result.fail(new QueryConfigError({ issues: [...issues.values()] }))
  }
  const { requiredFields: prefilled, ...fields } = result.value
  const requiredFields = prefilled && Object.fromEntries(Object.entries(prefilled).map(([k, v]) => [k, String(v)]))
  const derivedCountry =
    fields.countryIsoCode ??
    (fields.currencyIsoCode ? currencyCountries[fields.currencyIsoCode as keyof typeof currencyCountries] : undefined)
  return Result.succeed(
    withEnvironment(
      {
        ...fields,
        ...(requiredFields ? { requiredFields } : {}),
        ...(derivedCountry ? { countryIsoCode: derivedCountry } : {}),
        extra,
      },
      environment,
    ),
  )
}

/** A parameter the widget leaves out of its configuration, and the sentence that names it to the user. */
export interface RefusedParameter {
  readonly parameter: string
  readonly value: string
  readonly notice: string
}

/** What a page makes of its address: the configuration without the parameters it refuses, the query those left,
 * each refused parameter named with why, and all of them in one notice (README: "A malformed value is refused with
 * an error naming the parameter"; the rest of the link holds). */
export interface QueryReading {
  readonly config: QueryConfig
  readonly kept: URLSearchParams
  readonly refused: ReadonlyArray<RefusedParameter>
  readonly notice: string | undefined
}

export const readQueryConfig = (query: string): QueryReading => {
  const params = new URLSearchParams(query)
  const decoded = decodeQueryConfig(params)
  if (Result.isSuccess(decoded)) return { config: decoded.success, kept: params, refused: [], notice: undefined }
  const refused: Array<RefusedParameter> = decoded.failure.issues.map((issue) => ({
    ...issue,
    notice: queryMessages.refused(issue.parameter, issue.message),
  }))
  // The currency says what the amount counts: without the amount it would count the journey's default.
  const currency = params.get("currency")
  if (currency !== null && refused.some((r) => r.parameter === "amount"))
    refused.push({ parameter: "currency", value: currency, notice: queryMessages.currencyWithoutAmount })
  const left = new Set(refused.map((r) => r.parameter))
  const kept = new URLSearchParams([...params].filter(([key]) => !left.has(aliases[key] ?? key)))
  const rest = decodeQueryConfig(kept)
  return {
    config: Result.isSuccess(rest) ? rest.success : { extra: {} },
    kept,
    refused,
    notice: refused.map((r) => r.notice).join(" "),
  }
}
