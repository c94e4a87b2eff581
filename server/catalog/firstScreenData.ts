// The first screen's catalogue for index.html (schema/firstScreenData.ts): what the four catalogue calls would answer
// this visitor, or nothing when the front door would refuse them (maintenance, a restricted country), so that the
// widget asks and gets the refusal as before. Countries and assets are encoded once, as their calls do; the location
// is the visitor's country, not their address.
import { Effect, Option, Schema } from "effect"
import { HttpServerRequest } from "effect/http"
import { ActiveFeatures } from "../../schema/catalog.ts"
import { FirstScreenData, firstScreenDataId, Location } from "../../schema/firstScreenData.ts"
import { ServerConfig } from "../config.ts"
import { Settings } from "../settings/repository.ts"
import { keptOnceMade } from "./keptOnceMade.ts"
import { countryOfAddress } from "./location.ts"
import { Catalog } from "./repository.ts"

/** `<`, `>` and `&` escaped, so no text in the data can close the block or open a tag. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")

const json =
  <S extends Schema.Top>(schema: S) =>
  (value: S["Type"]) =>
    Effect.map(Schema.encodeEffect(schema)(value), (encoded) => JSON.stringify(encoded)).pipe(Effect.orDie)

/** Blocks kept, one per distinct answer; past this many (a geo-IP database could place visitors in every country of
 * the catalogue, times the operator's switches) they are dropped and made again. */
const keptBlocks = 512

/** An Effect answering this request's block (`<script type="application/json" id=…>…</script>`), or "". The block
 * depends on the visitor's country and the operator's switches only, so it is made once for each and kept: the same
 * string, which server/http/widget.ts uses as the key of the page it encoded. */
export const makeFirstScreenBlock = Effect.gen(function* () {
  const catalog = yield* Catalog
  const settings = yield* Settings
  const config = yield* ServerConfig
  const countries = yield* keptOnceMade(Effect.flatMap(catalog.countries, json(FirstScreenData.fields.countries)))
  const assets = yield* keptOnceMade(Effect.flatMap(catalog.assets, json(FirstScreenData.fields.blockchainAssets)))
  const blocks = new Map<string, string>()
  const makeBlock = (location: Location, activeFeatures: ActiveFeatures) =>
    Effect.gen(function* () {
      // The parts joined as they are: the countries and assets are the bytes their calls send.
      const parts: Record<keyof FirstScreenData, string> = {
        countries: yield* countries,
        blockchainAssets: yield* assets,
        activeFeatures: yield* json(ActiveFeatures)(activeFeatures),
        location: yield* json(Location)(location),
      }
      const data = `{${Object.entries(parts)
        .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
        .join(",")}}`
      return `<script type="application/json" id="${firstScreenDataId}">${scriptSafe(data)}</script>`
    })
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const countryIsoCode = countryOfAddress(Option.getOrUndefined(request.remoteAddress), config.defaultCountry)
    const current = yield* settings.get
    if (current.maintenance || (countryIsoCode && current.restrictedCountries.includes(countryIsoCode))) return ""
    const { onRampPayWidgetCreationEnabled, offRampPayWidgetEnabled, buyGoodsEnabled } = current
    const key = `${countryIsoCode}/${onRampPayWidgetCreationEnabled}/${offRampPayWidgetEnabled}/${buyGoodsEnabled}`
    const kept = blocks.get(key)
    if (kept !== undefined) return kept
    const block = yield* makeBlock(
      { countryIsoCode },
      { onRampPayWidgetCreationEnabled, offRampPayWidgetEnabled, buyGoodsEnabled },
    )
    if (blocks.size >= keptBlocks) blocks.clear()
    blocks.set(key, block)
    return block
  }).pipe(Effect.orDie)
})
