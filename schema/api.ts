// The whole contract of the widget's API: served by server/, called by adapters/, documented at /api/docs.
import { HttpApi, OpenApi } from "effect/http-api"
import { AuthApi, UserApi } from "./authApi.ts"
import { BuyGoodsApi } from "./buyGoods.ts"
import { CatalogApi } from "./catalogApi.ts"
import { IntegratorsApi } from "./integrators.ts"
import { KycApi } from "./kyc.ts"
import { FrontDoor } from "./middleware.ts"
import { MonitoringApi } from "./monitoring.ts"
import { OfframpApi, OfframpOrdersApi } from "./offramp.ts"
import { OnrampApi, OnrampOrdersApi } from "./onramp.ts"
import { widgetRelease } from "./release.ts"
import { SwapsApi } from "./swaps.ts"

export class Api extends HttpApi.make("pay-widget")
  .add(CatalogApi)
  .add(AuthApi)
  .add(UserApi)
  .add(KycApi)
  .add(OnrampApi)
  .add(OnrampOrdersApi)
  .add(SwapsApi)
  .add(OfframpApi)
  .add(OfframpOrdersApi)
  .add(BuyGoodsApi)
  .add(MonitoringApi)
  .add(IntegratorsApi)
  .middleware(FrontDoor)
  .annotateMerge(
    OpenApi.annotations({
      title: "Pay widget API",
      version: widgetRelease,
      description: "Every call the widget makes. Requests carry the header x-web: 1; private calls a bearer token.",
    }),
  ) {}
