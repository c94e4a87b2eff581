// The public catalogue's calls (spec 1 §3, §7): countries, payment channels, blockchain assets, the IP's country,
// feature flags. What they answer is in catalog.ts.
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { onrampPaymentChannelsCall } from "./amountCalls.ts"
import { ActiveFeatures, BlockchainAsset, Country, IpInfo } from "./catalog.ts"

export class CatalogApi extends HttpApiGroup.make("catalog").add(
  HttpApiEndpoint.get("getCountries", "/api/public/util/countries", { success: Schema.Array(Country) }),
  HttpApiEndpoint.get("getBlockchainAssets", "/api/public/pay-widget/blockchain-assets", {
    success: Schema.Array(BlockchainAsset),
  }),
  HttpApiEndpoint.get("getOnrampPaymentChannels", onrampPaymentChannelsCall.path, {
    query: onrampPaymentChannelsCall.query,
    success: onrampPaymentChannelsCall.success,
  }),
  HttpApiEndpoint.get("getIpInfo", "/api/public/ip/info", { success: IpInfo }),
  HttpApiEndpoint.get("getActiveFeatures", "/api/public/active-features", { success: ActiveFeatures }),
) {}
