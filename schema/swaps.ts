// Swap-level calls of an on-ramp order in progress (spec 2 §7): confirm or reject, transfer, OTP, extra fields.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { InvalidRequest, NotFound } from "./errors.ts"
import { SwapId } from "./ids.ts"
import { Authorization } from "./middleware.ts"
import { AdditionalField, BuySwap } from "./onrampModels.ts"
import { OrderAlreadyProcessed } from "./orderRefusals.ts"

/** Why the server refuses a buyer's step on a swap. */
export const swapProblems = {
  expired: "This order has expired. Please create a new order.",
  otpFirst: "Enter the code we sent you before confirming the transfer.",
  noPrompt: "This payment is made by following the instructions; there is no prompt to send.",
  wait: (seconds: number) => `Please wait ${seconds} s before trying again.`,
  wrongCode: "The code is not correct. Check the latest code we sent and try again.",
  codeExpired: "The code has expired. Ask for a new one.",
  tooManyTries: "Too many wrong codes. Ask for a new one.",
  badReturnUrl: "The return address must be an http or https URL.",
} as const

/** Why the server refuses a receipt (spec 2 §4: up to 5, jpg, png or pdf, while confirmed or rejected). */
export const receiptProblems = {
  missing: "Choose a file to upload.",
  type: "A receipt must be a JPG, PNG or PDF file.",
  limit: "This order already has 5 receipts.",
  status: "Receipts can be added only while the agent checks your payment or after the agent rejected it.",
} as const

/** A receipt's address is signed and expires (issue 13): why one is refused (403). */
export const receiptLinkCodes = { expired: "RECEIPT_LINK_EXPIRED", invalid: "RECEIPT_LINK_INVALID" } as const
export const receiptLinkProblems = {
  expired: "This receipt link has expired. Open the order again to get a new one.",
  invalid: "This receipt link is not valid.",
} as const

const params = { swapId: SwapId }

export class SwapsApi extends HttpApiGroup.make("swaps")
  .add(
    HttpApiEndpoint.post("confirmSwap", "/api/private/swaps/buy/:swapId/confirm", {
      params,
      payload: Schema.Struct({ confirm: Schema.Boolean }),
      success: BuySwap,
      error: [InvalidRequest, NotFound, OrderAlreadyProcessed],
    }),
    HttpApiEndpoint.post("initTransfer", "/api/private/swaps/buy/:swapId/init-transfer", {
      params,
      payload: Schema.Struct({ redirectUrl: Schema.optional(Schema.String) }),
      success: BuySwap,
      error: [InvalidRequest, NotFound, OrderAlreadyProcessed],
    }),
    HttpApiEndpoint.post("verifyOtp", "/api/private/swaps/buy/:swapId/verify-otp", {
      params,
      payload: Schema.Struct({ code: Schema.String }),
      success: BuySwap,
      error: [InvalidRequest, NotFound, OrderAlreadyProcessed],
    }),
    HttpApiEndpoint.get("getRequiredFields", "/api/private/swaps/sell/:swapId/required-fields", {
      params,
      success: Schema.Array(AdditionalField),
      error: NotFound,
    }),
  )
  .middleware(Authorization) {}
