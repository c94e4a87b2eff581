// Handlers of the public catalogue calls. Countries and assets change only with a new release (migrations and seed
// at start), so they are encoded and compressed once and served from memory (../http/encodings.ts); channels follow
// the agents' book and the features the operator's switches, so they are read each time, and all carry an ETag a
// client can send back for a 304.
import { Effect, Option, Schema } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../schema/api.ts"
import { ActiveFeatures, BlockchainAsset, Country, CountryChannels } from "../../schema/catalog.ts"
import { CatalogApi } from "../../schema/catalogApi.ts"
import { ServerConfig } from "../config.ts"
import { answerJson, type EncodedJson, encodeJson } from "../http/cachedJson.ts"
import { answerEncoded, chooseAnswer, type Encodings, precompress } from "../http/encodings.ts"
import { FastReads, frontDoorAdmits, hasNoBody, writeEncoded } from "../http/fastReads.ts"
import { Settings } from "../settings/repository.ts"
import { keptOnceMade } from "./keptOnceMade.ts"
import { countryOfAddress } from "./location.ts"
import { Catalog } from "./repository.ts"

/** Fixed until the next release: a client keeps it five minutes, then asks again with its ETag. */
const releaseData = "public, max-age=300"
/** May change at any moment (an operator's switch, an agent leaving): a client asks each time with its ETag. */
const liveData = "no-cache"

export const CatalogHandlers = HttpApiBuilder.group(
  Api,
  "catalog",
  Effect.fn(function* (handlers) {
    const catalog = yield* Catalog
    const settings = yield* Settings
    const config = yield* ServerConfig
    const compressed = (encoded: EncodedJson) => Effect.promise(() => precompress(encoded.body))
    const countries = yield* keptOnceMade(
      catalog.countries.pipe(
        Effect.flatMap((list) => encodeJson(Schema.Array(Country), list)),
        Effect.flatMap(compressed),
      ),
    )
    const assets = yield* keptOnceMade(
      catalog.assets.pipe(
        Effect.flatMap((list) => encodeJson(Schema.Array(BlockchainAsset), list)),
        Effect.flatMap(compressed),
      ),
    )
    const fastReads = yield* Effect.serviceOption(FastReads)
    /** The call's answer through the full stack, and (once it made the copies) from ../http/fastReads.ts. */
    const keptAnswer = (path: string, kept: Effect.Effect<Encodings>) => {
      let made: Encodings | undefined
      if (Option.isSome(fastReads)) {
        fastReads.value.add("GET", path, (request, response) => {
          if (!made || !hasNoBody(request) || !frontDoorAdmits(request, settings.current(), config.defaultCountry)) {
            return false
          }
          const answer = chooseAnswer(request.headers["accept-encoding"], made, releaseData)
          return answer !== undefined && writeEncoded(request, response, answer, "application/json")
        })
      }
      return () =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          made = yield* kept
          return answerEncoded(request, made, "application/json", releaseData)
        })
    }
    return handlers
      .handleRaw("getCountries", keptAnswer(CatalogApi.endpoints.getCountries.path, countries))
      .handleRaw("getBlockchainAssets", keptAnswer(CatalogApi.endpoints.getBlockchainAssets.path, assets))
      .handleRaw("getOnrampPaymentChannels", () =>
        catalog.channels("onramp").pipe(
          Effect.flatMap((channels) => encodeJson(Schema.Array(CountryChannels), channels)),
          Effect.flatMap((encoded) => answerJson(encoded, liveData)),
        ),
      )
      .handleRaw("getActiveFeatures", () =>
        settings.get.pipe(
          Effect.flatMap(({ onRampPayWidgetCreationEnabled, offRampPayWidgetEnabled, buyGoodsEnabled }) =>
            encodeJson(ActiveFeatures, { onRampPayWidgetCreationEnabled, offRampPayWidgetEnabled, buyGoodsEnabled }),
          ),
          Effect.flatMap((encoded) => answerJson(encoded, liveData)),
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
