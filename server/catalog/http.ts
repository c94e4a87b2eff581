// Handlers of the public catalogue calls.
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import { countryOfAddress } from "./location.ts"
import { Catalog } from "./repository.ts"

export const CatalogHandlers = HttpApiBuilder.group(
  Api,
  "catalog",
  Effect.fn(function* (handlers) {
    const catalog = yield* Catalog
    const settings = yield* Settings
    const config = yield* ServerConfig
    return handlers
      .handle("getCountries", () => catalog.countries)
      .handle("getBlockchainAssets", () => catalog.assets)
      .handle("getOnrampPaymentChannels", () => catalog.channels("onramp"))
      .handle("getActiveFeatures", () =>
        settings.get.pipe(
          Effect.map(({ onRampPayWidgetCreationEnabled, offRampPayWidgetEnabled, buyGoodsEnabled }) => ({
            onRampPayWidgetCreationEnabled,
            offRampPayWidgetEnabled,
            buyGoodsEnabled,
          })),
        ),
      )
      .handle("getIpInfo", () =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const ip = Option.getOrElse(request.remoteAddress, () => "")
          const countryIsoCode = countryOfAddress(ip, config.defaultCountry)
          return { ip, countryIsoCode }
        }),
      )
  }),
)
