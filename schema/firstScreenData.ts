// The first screen's catalogue, carried in the page (issue 17): the server writes into index.html what the widget
// would otherwise ask in four calls at start (countries, assets, features, the visitor's location), as the same JSON
// those calls answer, in a block the widget reads before it asks. Not run as a script, so `script-src 'self'` holds.
// The location is the visitor's country without their address (which the widget never uses), so the page is the
// same for every visitor of a country and the server encodes and compresses it once (issue 18).
import { Schema } from "effect"
import { ActiveFeatures, BlockchainAsset, Country, IpInfo } from "./catalog.ts"

/** Where the visitor is, as the widget uses it: the country of GET ip/info's answer. */
export const Location = Schema.Struct({ countryIsoCode: IpInfo.fields.countryIsoCode })
export type Location = typeof Location.Type

/** The id of the `<script type="application/json">` block in index.html. */
export const firstScreenDataId = "first-screen-data"

export const FirstScreenData = Schema.Struct({
  countries: Schema.Array(Country),
  blockchainAssets: Schema.Array(BlockchainAsset),
  activeFeatures: ActiveFeatures,
  location: Location,
})
export type FirstScreenData = typeof FirstScreenData.Type
