// The one list of schema's user-visible texts (issue 19): every export a user can read, by the name a translation is
// keyed to. A text's key is its path from here ("validation.amountAtLeast", "onrampSteps.2",
// "buySwapStatus.expired.title"); screens/i18n/catalogues/ hold one translation per key, checked complete by
// tests/unit/textCatalogues.test.ts. Loaded only with a translation: English needs none of it.
//
// Left out on purpose: codes and badges (not read as words, see `notText`), the partner terms themselves (long legal text
// of the sandbox, kept in English like the terms it stands for) and the merchant link page (the integrator's tool,
// not the buyer's screen).
import { authMessageForms, authMessages } from "./authErrors.ts"
import { buyGoodsAmountLabels, buyGoodsPayLabels, buyGoodsStatus, buyGoodsStatusLabels } from "./buyGoodsLabels.ts"
import { serverMessages } from "./errors.ts"
import { extraFieldProblems } from "./extraFields.ts"
import { kycRefusals } from "./kycRequirement.ts"
import {
  accountLabels,
  additionalInfoLabels,
  amountLabels,
  autoOrderLabels,
  buySwapStatus,
  kycLabels,
  offrampStatus,
  offrampSteps,
  onrampNextLabels,
  onrampSteps,
  paymentChannelTitle,
  reviewLabels,
  screens,
  screenTitles,
  walletLabels,
} from "./labels.ts"
import { languageLabels } from "./languages.ts"
import { countryMismatch, errors, missingParameter, notices, success, validation } from "./messages.ts"
import { fieldProblems } from "./offrampFields.ts"
import {
  offrampAmountLabels,
  offrampDetailsLabels,
  offrampLoginLabels,
  offrampNextLabels,
  offrampPayLabels,
  offrampStatusLabels,
} from "./offrampLabels.ts"
import { hashUsedText, tooManyHashesText } from "./orderRefusals.ts"
import { termsLabels } from "./partnerTerms.ts"
import { payerPhoneLabels } from "./payerPhone.ts"
import { queryMessages, queryReasons } from "./queryMessages.ts"
import { receiptLabels, statusDescriptions, statusTitles, swapStatusLabels } from "./swapStatusLabels.ts"
import { receiptLinkProblems, receiptProblems, swapProblems } from "./swaps.ts"
import { transferTexts } from "./transferTexts.ts"
import { ussdLabels } from "./ussdLabels.ts"
import { welcomeLabels } from "./welcomeLabels.ts"

const textSources = {
  validation,
  missingParameter,
  countryMismatch,
  errors,
  success,
  notices,
  buySwapStatus,
  offrampStatus,
  onrampSteps,
  offrampSteps,
  paymentChannelTitle,
  screens,
  screenTitles,
  accountLabels,
  kycLabels,
  onrampNextLabels,
  amountLabels,
  walletLabels,
  reviewLabels,
  additionalInfoLabels,
  autoOrderLabels,
  welcomeLabels,
  ussdLabels,
  transferTexts,
  statusTitles,
  statusDescriptions,
  swapStatusLabels,
  receiptLabels,
  offrampNextLabels,
  offrampLoginLabels,
  offrampAmountLabels,
  offrampDetailsLabels,
  offrampPayLabels,
  offrampStatusLabels,
  buyGoodsAmountLabels,
  buyGoodsPayLabels,
  buyGoodsStatusLabels,
  buyGoodsStatus,
  queryReasons,
  queryMessages,
  authMessages,
  authMessageForms,
  hashUsedText,
  tooManyHashesText,
  serverMessages,
  termsLabels,
  extraFieldProblems,
  fieldProblems,
  kycRefusals,
  payerPhoneLabels,
  swapProblems,
  receiptProblems,
  receiptLinkProblems,
  languageLabels,
} as const

/** Leaves that are codes or looks, not words: a status's badge colour, a refusal's code. */
const notText = new Set(["badge", "code"])

/**
 * Templates that only choose which text of `authMessageForms` to show (a plural picked in English, minutes rounded up
 * from seconds): their English is always one of those texts, which are translated, so they need no entry of their
 * own. The translations' test fails on any other template that cannot be read back from its English.
 */
const computedTemplates: ReadonlySet<string> = new Set(["authMessages.codeIncorrect", "authMessages.tooManyCodes"])

/** A template of schema: its English with the given values in their places. */
// biome-ignore lint/suspicious/noExplicitAny: templates take strings, numbers or lists
export type Template = (...values: Array<any>) => string

/** Every text of `textSources` by key: a fixed text, or a template whose values a translation names. */
export const allTexts = (): ReadonlyMap<string, string | Template> => {
  const texts = new Map<string, string | Template>()
  const walk = (path: string, value: unknown) => {
    if (computedTemplates.has(path)) return
    if (typeof value === "string" || typeof value === "function") texts.set(path, value as string | Template)
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) if (!notText.has(key)) walk(`${path}.${key}`, inner)
  }
  for (const [name, value] of Object.entries(textSources)) walk(name, value)
  return texts
}

/**
 * The names a translation gives a template's values, in the order the template takes them (its parameters' names,
 * checked by the completeness test). Minified code loses parameter names, so they are written here once.
 */
export const templateValues: Record<string, ReadonlyArray<string>> = {
  "validation.amountAtLeast": ["currency", "min"],
  "validation.amountAtMost": ["currency", "max"],
  countryMismatch: ["orderCountry", "accountCountry"],
  "errors.unsupportedNetwork": ["name"],
  "screens.labelled": ["label"],
  "errors.failedToSuggestUsername": ["message"],
  "errors.failedToChangeUsername": ["message"],
  "errors.failedToUploadReceipt": ["reason"],
  "errors.failedToConfirmPayment": ["reason"],
  "accountLabels.codeSentTo": ["email"],
  "accountLabels.resetCodeSent": ["email"],
  "accountLabels.avatarFailed": ["reason"],
  "accountLabels.signedInAs": ["who"],
  "kycLabels.photoTaken": ["label"],
  "amountLabels.rate": ["asset", "rate", "currency"],
  "amountLabels.validFor": ["seconds"],
  "amountLabels.approvalTime": ["duration"],
  "amountLabels.rewardMinimum": ["amount"],
  "amountLabels.buy": ["asset"],
  "amountLabels.sell": ["asset"],
  "walletLabels.getFrom": ["connector"],
  "welcomeLabels.methodsTitle": ["country"],
  "welcomeLabels.carriers": ["names"],
  "welcomeLabels.banks": ["names"],
  "welcomeLabels.noneToBuy": ["country"],
  "welcomeLabels.noneToSell": ["country"],
  "welcomeLabels.rewardAssets": ["assets"],
  "ussdLabels.copy": ["label"],
  "ussdLabels.dial": ["code"],
  "ussdLabels.expiresIn": ["time"],
  "ussdLabels.minutesLeftToPay": ["minutes"],
  "ussdLabels.retryIn": ["text", "time"],
  "ussdLabels.retryWait": ["seconds"],
  "transferTexts.prompt": ["amount", "currency", "phone", "agent"],
  "transferTexts.otpPrompt": ["amount", "currency", "phone"],
  "transferTexts.airtime": ["amount", "currency", "agent"],
  "transferTexts.ussd": ["amount", "currency", "agent"],
  "transferTexts.redirect": ["amount", "currency"],
  "transferTexts.manual": ["amount", "currency", "agent"],
  "receiptLabels.count": ["count", "limit"],
  "offrampPayLabels.expiresIn": ["time"],
  "offrampPayLabels.connectWith": ["connector"],
  "offrampPayLabels.connected": ["address"],
  "offrampPayLabels.switchNetwork": ["network"],
  "offrampPayLabels.unknownChain": ["chainId"],
  "offrampPayLabels.pay": ["amount"],
  "buyGoodsAmountLabels.amount": ["currency"],
  "buyGoodsPayLabels.copyWhat": ["what"],
  "buyGoodsPayLabels.expiresIn": ["time"],
  "queryReasons.oneOf": ["values"],
  "queryMessages.refused": ["parameter", "reason"],
  "authMessages.tooManyLogins": ["seconds"],
  "authMessageForms.attemptsLeft": ["attemptsLeft"],
  "authMessageForms.tooManyCodes": ["minutes"],
  tooManyHashesText: ["max"],
  "serverMessages.unknownCountry": ["countryIsoCode"],
  "serverMessages.invalidPart": ["place", "problem"],
  "termsLabels.updated": ["date"],
  "extraFieldProblems.required": ["label"],
  "extraFieldProblems.number": ["label"],
  "extraFieldProblems.email": ["label"],
  "extraFieldProblems.phone": ["label", "example"],
  "extraFieldProblems.option": ["label"],
  "extraFieldProblems.boolean": ["label"],
  "extraFieldProblems.tooLong": ["label"],
  "extraFieldProblems.summary": ["problems"],
  "fieldProblems.required": ["label"],
  "fieldProblems.email": ["label"],
  "fieldProblems.option": ["label"],
  "fieldProblems.phone": ["label", "example"],
  "fieldProblems.pattern": ["label", "hint"],
  "fieldProblems.tooLong": ["label"],
  "fieldProblems.summary": ["problems"],
  "payerPhoneLabels.problem": ["example"],
  "swapProblems.wait": ["seconds"],
}
