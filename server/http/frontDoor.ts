// The front door of every API call (schema/middleware.ts): header check, maintenance, restricted countries, and
// requests the contract cannot read answered with what is wrong instead of an empty 400.
import { Effect, Layer, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiError } from "effect/http-api"
import type { unhandled } from "effect/Types"
import {
  errorCodes,
  type InvalidRequest,
  invalidRequest,
  MissingWebHeader,
  PayloadTooLarge,
  RestrictedCountry,
  ServiceUnavailable,
  serverMessages,
} from "../../schema/errors.ts"
import { FrontDoor } from "../../schema/middleware.ts"
import { countryOfAddress } from "../catalog/location.ts"
import { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import { explain } from "./badInput.ts"

export const FrontDoorLive = Layer.effect(
  FrontDoor,
  Effect.gen(function* () {
    const settings = yield* Settings
    const config = yield* ServerConfig
    return (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        if (request.headers["x-web"] !== "1") {
          return yield* new MissingWebHeader({
            code: errorCodes.missingWebHeader,
            message: serverMessages.missingWebHeader,
          })
        }
        const current = yield* settings.get
        if (current.maintenance) {
          return yield* new ServiceUnavailable({
            code: errorCodes.serviceUnavailable,
            message: serverMessages.maintenance,
          })
        }
        const country = countryOfAddress(Option.getOrUndefined(request.remoteAddress), config.defaultCountry)
        if (country && current.restrictedCountries.includes(country)) {
          return yield* new RestrictedCountry({
            code: errorCodes.restrictedCountry,
            message: serverMessages.restrictedCountry,
          })
        }
        return yield* httpEffect.pipe(
          // The handler's own failures are opaque here (`unhandled`); only the decoding failures are ours to word.
          Effect.catch((error): Effect.Effect<never, unhandled | InvalidRequest | PayloadTooLarge> => {
            if (HttpApiError.HttpApiSchemaError.is(error) && error.kind !== "Body") {
              return Effect.fail(invalidRequest(explain(error)))
            }
            if (HttpApiError.HttpApiPayloadTooLarge.is(error)) {
              return Effect.fail(new PayloadTooLarge({ code: errorCodes.payloadTooLarge, message: error.message }))
            }
            return Effect.fail(error)
          }),
        )
      })
  }),
)
