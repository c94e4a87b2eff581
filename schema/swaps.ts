// Swap-level calls of an on-ramp order in progress (spec 2 §7): confirm or reject, transfer, OTP, extra fields.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { InvalidRequest, NotFound } from "./errors.ts"
import { SwapId } from "./ids.ts"
import { Authorization } from "./middleware.ts"
import { AdditionalField, BuySwap } from "./onrampModels.ts"

const params = { swapId: SwapId }

export class SwapsApi extends HttpApiGroup.make("swaps")
  .add(
    HttpApiEndpoint.post("confirmSwap", "/api/private/swaps/buy/:swapId/confirm", {
      params,
      payload: Schema.Struct({ confirm: Schema.Boolean }),
      success: BuySwap,
      error: [InvalidRequest, NotFound],
    }),
    HttpApiEndpoint.post("initTransfer", "/api/private/swaps/buy/:swapId/init-transfer", {
      params,
      payload: Schema.Struct({ redirectUrl: Schema.optional(Schema.String) }),
      success: BuySwap,
      error: [InvalidRequest, NotFound],
    }),
    HttpApiEndpoint.post("verifyOtp", "/api/private/swaps/buy/:swapId/verify-otp", {
      params,
      payload: Schema.Struct({ code: Schema.String }),
      success: BuySwap,
      error: [InvalidRequest, NotFound],
    }),
    HttpApiEndpoint.get("getRequiredFields", "/api/private/swaps/sell/:swapId/required-fields", {
      params,
      success: Schema.Array(AdditionalField),
      error: NotFound,
    }),
  )
  .middleware(Authorization) {}
