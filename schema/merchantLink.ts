// The merchant link generator's link (spec 1 §2 /merchant): the parameters a merchant may set, written as the
// widget's query string and checked by the widget's own decoder (config.ts), so a link accepted here opens the
// widget configured exactly as entered. Pure: the page adds the origin.
import { Result } from "effect"
import { decodeQueryConfig, type QueryConfig } from "./config.ts"
import { embeddingMessages, type IntegratorOrigins, refusedUrls } from "./embedding.ts"
import { type Flow, memoNetworks, type Network } from "./enums.ts"
import { merchantLabels } from "./merchantLabels.ts"
import { missingParameter, validation } from "./messages.ts"
import { checkAmount } from "./onrampRules.ts"

/** Text parameters, in the order the link lists them. */
export const merchantTextParameters = [
  "integrator",
  "countryIsoCode",
  "paymentChannel",
  "carrierCode",
  "network",
  "asset",
  "address",
  "memo",
  "amount",
  "currency",
  "redirectUrl",
  "callbackBtnText",
  "callbackUrl",
  "closeBtn",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "theme",
  "accentColor",
] as const
export type MerchantTextParameter = (typeof merchantTextParameters)[number]

export const merchantFlags = ["freezeAmount", "freezeWallet", "hideSwitch", "hideAddressField"] as const
export type MerchantFlag = (typeof merchantFlags)[number]

/** Where the link opens: the flow's amount screen, or the auto-order route that moves on by itself. */
export type MerchantStart = "amount" | "autoOrder"

export type MerchantForm = { readonly flow: Flow; readonly start: MerchantStart } & {
  readonly [K in MerchantTextParameter]: string
} & { readonly [K in MerchantFlag]: boolean }

export type MerchantField = keyof MerchantForm

export const emptyMerchantForm: MerchantForm = {
  flow: "onramp",
  start: "amount",
  ...(Object.fromEntries(merchantTextParameters.map((key) => [key, ""])) as Record<MerchantTextParameter, string>),
  currency: "local",
  ...(Object.fromEntries(merchantFlags.map((key) => [key, false])) as Record<MerchantFlag, boolean>),
}

export type MerchantProblems = Partial<Record<MerchantField, string>>

export interface MerchantLink {
  /** Path and query, to put after the widget's origin. */
  readonly href: string
  /** What the widget reads from it. */
  readonly config: QueryConfig
  /** The query's parameters in order, for the signing helper. */
  readonly parameters: ReadonlyArray<readonly [string, string]>
}

export const merchantLinkPath = (form: Pick<MerchantForm, "flow" | "start">) =>
  form.start === "autoOrder" ? "/auto-onramp" : form.flow === "offramp" ? "/offramp" : "/"

/** Spec 1 §5: the memo goes only with networks that take one. */
export const memoApplies = (network: string) => memoNetworks.includes(network as Network)

/** The parameters the link carries: trimmed, empty ones left out, flags only when on, the currency only with an
 * amount, the memo only on a memo network. The flow is always written, so the link says which journey it is. */
export const merchantQuery = (form: MerchantForm): URLSearchParams => {
  const query = new URLSearchParams({ flow: form.flow })
  for (const key of merchantTextParameters) {
    const value = form[key].trim()
    if (value === "") continue
    if (key === "memo" && !memoApplies(form.network.trim().toUpperCase())) continue
    if (key === "currency" && form.amount.trim() === "") continue
    query.set(key, value)
  }
  for (const key of merchantFlags) if (form[key]) query.set(key, "true")
  return query
}

/** The generator's own rules: what a locked or hidden field locks must be given, a wallet names its network, and
 * network and asset come together. */
const formProblems = (form: MerchantForm): MerchantProblems => {
  const problems: Record<string, string> = {}
  if (form.freezeAmount && form.amount.trim() === "") problems.amount = merchantLabels.freezeAmountNeedsAmount
  if ((form.freezeWallet || form.hideAddressField) && form.address.trim() === "")
    problems.address = merchantLabels.walletNeedsAddress
  if (form.address.trim() !== "" && form.network.trim() === "") problems.network = validation.networkRequired
  // The widget takes a configured asset only as a pair (onrampStart.ts, offrampContext.ts): one alone is refused.
  if (form.network.trim() !== "" && form.asset.trim() === "") problems.asset = missingParameter.asset
  if (form.asset.trim() !== "" && form.network.trim() === "") problems.network ??= missingParameter.network
  const amountProblem = checkAmount({
    value: form.amount,
    currency: form.currency === "crypto" ? "crypto" : "local",
    unit: form.asset || "crypto",
    limits: undefined,
    // The offer's limits say whether cents are allowed; the widget checks that once it has one.
    withCents: true,
  })
  if (amountProblem) problems.amount = amountProblem
  return problems
}

/** The link for what the form says, or what is wrong with it, field by field (the widget's decoder first). */
export const buildMerchantLink = (form: MerchantForm): Result.Result<MerchantLink, MerchantProblems> => {
  const query = merchantQuery(form)
  const decoded = decodeQueryConfig(query)
  const problems: Record<string, string> = {}
  if (Result.isFailure(decoded))
    for (const issue of decoded.failure.issues) problems[issue.parameter] = merchantLabels.invalid(issue.message)
  for (const [field, message] of Object.entries(formProblems(form))) problems[field] ??= message
  if (Object.keys(problems).length > 0 || Result.isFailure(decoded)) return Result.fail(problems)
  const search = query.toString()
  return Result.succeed({
    href: `${merchantLinkPath(form)}?${search}`,
    config: decoded.success,
    parameters: [...query],
  })
}

/** The form a link fills, to edit a link made earlier: its parameters as the widget reads them (network, asset and
 * country upper-cased, the currency normalised), the others as written. What the generator does not set is left
 * out; a link the widget would refuse is refused with the widget's message. */
export const formFromLink = (link: string, widgetOrigin: string): Result.Result<MerchantForm, string> => {
  let url: URL
  try {
    url = new URL(link.trim(), widgetOrigin)
  } catch {
    return Result.fail(merchantLabels.notALink)
  }
  const decoded = decodeQueryConfig(url.searchParams)
  if (Result.isFailure(decoded)) return Result.fail(decoded.failure.message)
  const config = decoded.success
  const written = (key: MerchantTextParameter) => url.searchParams.get(key)?.trim() ?? ""
  const text = Object.fromEntries(merchantTextParameters.map((key) => [key, written(key)])) as Record<
    MerchantTextParameter,
    string
  >
  const flags = Object.fromEntries(merchantFlags.map((key) => [key, config[key] === true])) as Record<
    MerchantFlag,
    boolean
  >
  return Result.succeed({
    flow: config.flow ?? (url.pathname.startsWith("/offramp") ? "offramp" : "onramp"),
    start: url.pathname === "/auto-onramp" ? "autoOrder" : "amount",
    ...text,
    network: config.network ?? "",
    asset: config.asset ?? "",
    countryIsoCode: text.countryIsoCode === "" ? "" : (config.countryIsoCode ?? ""),
    currency: config.currency ?? "local",
    ...flags,
  })
}

/** Where the integrator's registration refuses the link (schema/embedding.ts): an integrator the server does not
 * know, or a redirectUrl or callbackUrl off its registered origins, which the widget would ignore. */
export const registrationProblems = (form: MerchantForm, registration: IntegratorOrigins): MerchantProblems => {
  const problems: Record<string, string> = {}
  const named = form.integrator.trim()
  if (named !== "" && registration.id === null) problems.integrator = embeddingMessages.unknownIntegrator(named)
  for (const parameter of refusedUrls(merchantQuery(form), registration.origins))
    if (parameter !== "authSuccessUrl") problems[parameter] = embeddingMessages.urlRefused(parameter)
  return problems
}

/** Whether the link needs the integrator's registration checked: it names one, or carries an outside URL. */
export const needsRegistration = (form: MerchantForm) =>
  [form.integrator, form.redirectUrl, form.callbackUrl].some((value) => value.trim() !== "")

/** A word as the shell reads it back unchanged: bare when it is plain, else single-quoted. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)

/** The signing helper's command (README, "Signed links") that makes the signed twin of `link`: the same address,
 * the same parameters, plus `signature`. The integrator's id and secret stay in the integrator's environment. */
export const signLinkCommand = (widgetOrigin: string, link: MerchantLink) => {
  const base = new URL(link.href, widgetOrigin)
  base.search = ""
  return [
    "npm run sign-link --",
    '--integrator "$INTEGRATOR_ID" --secret "$SIGNING_SECRET" --minutes 30',
    `--base ${shellWord(base.toString())}`,
    ...link.parameters.map(([key, value]) => shellWord(`${key}=${value}`)),
  ].join(" ")
}
