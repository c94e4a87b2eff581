// The first screen's catalogue, carried in the page (issue 17): the server writes into index.html what the widget
// would otherwise ask in four calls at start (countries, assets, features, the visitor's location), as the same JSON
// those calls answer, in a block the widget reads before it asks. Not run as a script, so `script-src 'self'` holds.
import { Schema } from "effect"
import { ActiveFeatures, BlockchainAsset, Country, IpInfo } from "./catalog.ts"

/** The id of the `<script type="application/json">` block in index.html. */
export const firstScreenDataId = "first-screen-data"

export const FirstScreenData = Schema.Struct({
  countries: Schema.Array(Country),
  blockchainAssets: Schema.Array(BlockchainAsset),
  activeFeatures: ActiveFeatures,
  ipInfo: IpInfo,
})
export type FirstScreenData = typeof FirstScreenData.Type
