// Creating an off-ramp order, signed in or anonymous (the same body): every rule of the call, then one transaction.
// The same request sent again (a double click, a retry) answers the order it made: its fingerprint is stored.
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { invalidRequest } from "../../schema/errors.ts"
import { countryMismatch, errors } from "../../schema/messages.ts"
import { OfframpFieldsInvalid, OfframpPaused, offrampErrorCodes, offrampRefusals } from "../../schema/offramp.ts"
import { checkOfframpFields, fieldProblems } from "../../schema/offrampFields.ts"
import type { CreateOfframpOrder } from "../../schema/offrampModels.ts"
import { CountryMismatch, onrampErrorCodes, orderRefusals, quoteExpired } from "../../schema/onramp.ts"
import { ServerConfig } from "../config.ts"
import { requirePassedKyc } from "../kyc/orderRequirement.ts"
import { isValidAddress } from "../onramp/addresses.ts"
import { checkOrderSignature, signatureSpent } from "../onramp/orderSignature.ts"
import { refuseOutsideUrls } from "../onramp/outsideUrls.ts"
import { sameAmount } from "../onramp/pricing.ts"
import { Settings } from "../settings/repository.ts"
import { Users } from "../user/repository.ts"
import { OfframpBook } from "./book.ts"
import { OfframpOrders } from "./orders.ts"

export const fieldsRefused = (problems: Record<string, string>) =>
  new OfframpFieldsInvalid({
    code: offrampErrorCodes.fieldsInvalid,
    message: fieldProblems.summary(Object.values(problems)),
    fields: problems,
  })

/** The payout details a sale asks for, checked against its offer's fields: the list to confirm, or the problems. */
export const checkSaleDetails = (payload: {
  readonly quoteId: string
  readonly requiredFields: Readonly<Record<string, string>>
}) =>
  Effect.gen(function* () {
    const book = yield* OfframpBook
    const quote = yield* book.quote(payload.quoteId)
    if (!quote) return yield* invalidRequest(orderRefusals.quoteNotFound)
    const fields = yield* book.requiredFields(quote.countryIsoCode, quote.paymentChannel)
    const checked = checkOfframpFields(fields, payload.requiredFields, quote.countryIsoCode)
    if (!checked.ok) return yield* fieldsRefused(checked.problems)
    return checked.details
  })

const isWebUrl = (text: string) => {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

const fingerprint = (userId: string | null, payload: CreateOfframpOrder) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        userId,
        payload.quoteId,
        payload.network,
        payload.asset,
        payload.amount,
        payload.currency,
        payload.address.trim(),
        Object.entries(payload.requiredFields).sort(([a], [b]) => a.localeCompare(b)),
      ]),
    )
    .digest("base64url")

export const createSale = (userId: string | null, payload: CreateOfframpOrder) =>
  Effect.gen(function* () {
    const book = yield* OfframpBook
    const orders = yield* OfframpOrders
    const config = yield* ServerConfig
    if (!(yield* (yield* Settings).get).offRampPayWidgetEnabled) {
      return yield* new OfframpPaused({ code: offrampErrorCodes.offrampPaused, message: offrampRefusals.paused })
    }
    const requestKey = fingerprint(userId, payload)
    // What an earlier identical request made, if the quote went to it.
    const madeBefore = Effect.gen(function* () {
      const earlier = yield* orders.byQuote(payload.quoteId)
      return earlier?.requestKey === requestKey ? yield* orders.read(earlier.id) : undefined
    })
    const quote = yield* book.quote(payload.quoteId)
    if (!quote || quote.expired || quote.used) {
      const made = quote?.used ? yield* madeBefore : undefined
      return made ?? (yield* quoteExpired())
    }
    if (userId) {
      const user = yield* (yield* Users).byId(userId)
      if (user?.countryIsoCode && user.countryIsoCode !== quote.countryIsoCode) {
        return yield* new CountryMismatch({
          code: onrampErrorCodes.countryMismatch,
          message: countryMismatch(quote.countryIsoCode, user.countryIsoCode),
        })
      }
    }
    yield* requirePassedKyc({
      userId,
      countryIsoCode: quote.countryIsoCode,
      product: "offramp",
      amountUsd: quote.usdAmount,
    })
    if (payload.network !== quote.network || payload.asset !== quote.asset || payload.currency !== quote.currency)
      return yield* invalidRequest(orderRefusals.orderDiffersFromOffer)
    const quoted = payload.currency === "crypto" ? quote.cryptoAmount : quote.localAmount
    if (!sameAmount(payload.amount, quoted)) return yield* invalidRequest(orderRefusals.amountDiffersFromOffer)
    const address = payload.address.trim()
    if (!isValidAddress(payload.network, address))
      return yield* invalidRequest(orderRefusals.invalidWalletAddress(payload.network))
    if (payload.callbackUrl !== undefined && !isWebUrl(payload.callbackUrl))
      return yield* invalidRequest(orderRefusals.callbackUrlNotWeb)
    // The signed link the order was made from (README, "Signed links"): checked as the on-ramp's, spent by the order.
    const signature = yield* checkOrderSignature(payload.meta?.signature, {
      address,
      network: payload.network,
      asset: payload.asset,
      amount: payload.amount,
      currency: payload.currency,
      countryIsoCode: quote.countryIsoCode,
    })
    yield* refuseOutsideUrls(signature?.integratorId ?? payload.meta?.integrator, { callbackUrl: payload.callbackUrl })
    const fields = yield* book.requiredFields(quote.countryIsoCode, quote.paymentChannel)
    const checked = checkOfframpFields(fields, payload.requiredFields, quote.countryIsoCode)
    if (!checked.ok) return yield* fieldsRefused(checked.problems)
    const created = yield* orders.create({
      userId,
      quote,
      requestKey,
      fromAddress: address,
      values: checked.values,
      details: checked.details,
      callbackUrl: payload.callbackUrl,
      sourceParam: payload.sourceParam,
      orderParams: payload.orderParams,
      meta: Object.fromEntries(Object.entries(payload.meta ?? {}).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >,
      forceFail: config.sandbox && payload.forceFail === true,
      signature,
    })
    if ("refused" in created) {
      if (created.refused === "liquidity") return yield* invalidRequest(errors.noOffer)
      // The quote or the link went to another order, unless to this same request sent twice.
      const made = yield* madeBefore
      if (made) return made
      return yield* created.refused === "signatureSpent" ? signatureSpent() : quoteExpired()
    }
    const order = yield* orders.read(created.id)
    if (!order) return yield* Effect.die(new Error(`the order ${created.id} just made could not be read`))
    return order
  })

/** The services creating or checking a sale reads, which the handlers hand it from their group's context. */
export type SaleServices = Effect.Services<ReturnType<typeof createSale> | ReturnType<typeof checkSaleDetails>>
