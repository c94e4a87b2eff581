// The whole server as one layer: the API, the sandbox calls when on, the widget, over the database.
import { Layer } from "effect"
import { HttpMiddleware, HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../schema/api.ts"
import { SandboxApi } from "../schema/sandbox.ts"
import { Codes } from "./auth/codes.ts"
import { AuthHandlers } from "./auth/http.ts"
import { SignInLimits } from "./auth/limits.ts"
import { ServerSecret } from "./auth/secret.ts"
import { Throttle } from "./auth/throttle.ts"
import { Tokens } from "./auth/tokens.ts"
import { BuyGoodsHandlers } from "./buyGoods/http.ts"
import { BuyGoodsOrders } from "./buyGoods/orders.ts"
import { SandboxBuyGoodsHandlers } from "./buyGoods/sandboxHttp.ts"
import { BuyGoodsTills } from "./buyGoods/tills.ts"
import { CatalogHandlers } from "./catalog/http.ts"
import { Catalog } from "./catalog/repository.ts"
import { ChainLive } from "./chain/chain.ts"
import { sandboxExplorerRoute } from "./chain/explorerPage.ts"
import { SandboxChainHandlers } from "./chain/sandboxHttp.ts"
import { ServerConfig, type ServerSettings } from "./config.ts"
import { DatabaseLive } from "./database/layer.ts"
import { AuthorizationLive } from "./http/authorization.ts"
import { badInputAnswers } from "./http/badInput.ts"
import { createApiServer } from "./http/clientErrors.ts"
import { FrontDoorLive } from "./http/frontDoor.ts"
import { listenerLayer } from "./http/listener.ts"
import { securityHeaders } from "./http/securityHeaders.ts"
import { tonConnectManifestRoute } from "./http/tonConnectManifest.ts"
import { forwardedClients } from "./http/trustedProxies.ts"
import { widgetRoutes } from "./http/widget.ts"
import { JobSignalsLive } from "./jobs/signals.ts"
import { KycHandlers } from "./kyc/http.ts"
import { KycRecords } from "./kyc/repository.ts"
import { KycReviewerLive } from "./kyc/reviewer.ts"
import { SandboxKycHandlers } from "./kyc/sandboxHttp.ts"
import { Mailer } from "./mail/mailer.ts"
import { SandboxOutboxHandlers } from "./mail/sandboxHttp.ts"
import { MailSendingLive } from "./mail/sendingJob.ts"
import { beaconRoute } from "./monitoring/beaconRoute.ts"
import { MonitoringHandlers } from "./monitoring/http.ts"
import { SandboxMonitoringHandlers } from "./monitoring/sandboxHttp.ts"
import { OfframpBook } from "./offramp/book.ts"
import { OfframpHandlers } from "./offramp/http.ts"
import { OfframpJobsLive } from "./offramp/jobs.ts"
import { OfframpOrders } from "./offramp/orders.ts"
import { OfframpOrdersHandlers } from "./offramp/ordersHttp.ts"
import { SandboxOfframpHandlers } from "./offramp/sandboxHttp.ts"
import { AgentsBook } from "./onramp/book.ts"
import { OnrampHandlers } from "./onramp/http.ts"
import { Integrators } from "./onramp/integrators.ts"
import { IntegratorsHandlers, SandboxIntegratorsHandlers } from "./onramp/integratorsHttp.ts"
import { OnrampOrders } from "./onramp/orders.ts"
import { OnrampOrdersHandlers } from "./onramp/ordersHttp.ts"
import { Rewards } from "./onramp/rewards.ts"
import { SandboxSettingsHandlers } from "./settings/http.ts"
import { Settings } from "./settings/repository.ts"
import { SwapsHandlers } from "./swaps/http.ts"
import { OrderJobsLive } from "./swaps/jobs.ts"
import { sandboxPhoneRoute } from "./swaps/phonePage.ts"
import { receiptRoute } from "./swaps/receiptRoute.ts"
import { Receipts } from "./swaps/receipts.ts"
import { BuySwaps } from "./swaps/repository.ts"
import { SandboxSwapsHandlers, sandboxPaymentRoutes } from "./swaps/sandboxHttp.ts"
import { avatarRoute } from "./user/avatarRoute.ts"
import { UserHandlers } from "./user/http.ts"
import { Users } from "./user/repository.ts"

const apiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/docs" }).pipe(
  Layer.provide([
    CatalogHandlers,
    AuthHandlers,
    UserHandlers,
    KycHandlers,
    OnrampHandlers,
    OnrampOrdersHandlers,
    OfframpHandlers,
    OfframpOrdersHandlers,
    SwapsHandlers,
    MonitoringHandlers,
    IntegratorsHandlers,
    BuyGoodsHandlers,
  ]),
  Layer.provide([FrontDoorLive, AuthorizationLive]),
)

const sandboxRoutes = HttpApiBuilder.layer(SandboxApi).pipe(
  Layer.provide([
    SandboxSettingsHandlers,
    SandboxOutboxHandlers,
    SandboxKycHandlers,
    SandboxSwapsHandlers,
    SandboxChainHandlers,
    SandboxOfframpHandlers,
    SandboxMonitoringHandlers,
    SandboxBuyGoodsHandlers,
    SandboxIntegratorsHandlers,
  ]),
)

const compression = HttpRouter.middleware(HttpMiddleware.compression(), { global: true })

export const routes = (settings: ServerSettings) =>
  Layer.mergeAll(
    apiRoutes,
    settings.sandbox
      ? Layer.mergeAll(sandboxRoutes, sandboxPaymentRoutes, sandboxExplorerRoute, sandboxPhoneRoute)
      : Layer.empty,
    avatarRoute,
    receiptRoute,
    beaconRoute,
    tonConnectManifestRoute,
    widgetRoutes(settings.widgetDir),
    compression,
    securityHeaders,
    forwardedClients(settings.trustedProxies),
    KycReviewerLive,
    OrderJobsLive,
    OfframpJobsLive,
    MailSendingLive,
    // Bodies over the limit, NUL characters, and the documented body on every refusal (server/http/badInput.ts).
    badInputAnswers,
  )

/** The domain services, each over the database. */
const services = Layer.mergeAll(
  Catalog.layer,
  Settings.layer,
  Users.layer,
  Mailer.layer,
  Codes.layer,
  Tokens.layer,
  KycRecords.layer,
  AgentsBook.layer,
  OnrampOrders.layer,
  Integrators.layer,
  Rewards.layer,
  ChainLive,
  BuySwaps.layer,
  Receipts.layer,
).pipe(
  Layer.provideMerge(Layer.mergeAll(ServerSecret.layer, SignInLimits.layer.pipe(Layer.provideMerge(Throttle.layer)))),
)

export const serverLayer = (settings: ServerSettings) =>
  HttpRouter.serve(routes(settings), {
    // A signed quote's id (server/onramp/signedQuotes.ts, about 300 characters) is a path parameter of
    // required-fields; the router's default limit is 100.
    routerConfig: { maxParamLength: 1024 },
    disableLogger: !settings.logRequests,
    disableListenLog: !settings.logRequests,
  }).pipe(
    // Listening is the last step: connections are refused until the database, the chain and the services are up.
    // The hot reads skip the full stack (server/http/fastReads.ts) unless each request is logged, or its client is
    // read from a proxy's X-Forwarded-For: those two stay with the middleware that does them.
    Layer.provideMerge(
      listenerLayer(createApiServer, {
        port: settings.port,
        host: settings.host,
        fastReads: !settings.logRequests && !settings.trustedProxies?.length,
      }),
    ),
    // The off-ramp's services read the catalogue and the chain, so they sit above the others.
    // Buy-goods orders are read through the off-ramp's.
    Layer.provideMerge(BuyGoodsOrders.layer),
    Layer.provideMerge(Layer.mergeAll(OfframpBook.layer, OfframpOrders.layer, BuyGoodsTills.layer)),
    Layer.provideMerge(services),
    // Below everything that makes work for the jobs, so that each can wake them (server/jobs/signals.ts).
    Layer.provideMerge(JobSignalsLive),
    Layer.provideMerge(DatabaseLive),
    Layer.provide(ServerConfig.layer(settings)),
  )
