// The widget's entry: one runtime, one query client, the router, inside the app shell.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { listenForErrors, observe } from "../adapters/monitoringHook.ts"
import { makeAppRuntime } from "../adapters/runtime.ts"
import { LanguageProvider } from "./i18n/text.tsx"
import { catalogQueries, pageQueryDefaults } from "./queries.ts"
import { makeRouter } from "./router.ts"
import { accountActions } from "./wiring/account.ts"
import { applyEmbeddingRule } from "./wiring/embedding.ts"
import { detectEnvironment } from "./wiring/environment.ts"
import { seedFirstScreenData } from "./wiring/firstScreenData.ts"
import { kycFlow } from "./wiring/kyc.ts"
import { pageLanguage, rememberLanguage } from "./wiring/language.ts"
import { lazy } from "./wiring/lazy.ts"
import { makeOnrampFlow } from "./wiring/onramp.ts"
import { pageAddress } from "./wiring/pageAddress.ts"
import { promotionCalls } from "./wiring/promotions.ts"
import { adoptTokensFromAddress } from "./wiring/queryTokens.ts"
import { startSession } from "./wiring/session.ts"
import { adoptEmailFromAddress } from "./wiring/signInEmail.ts"
import { applyTheme } from "./wiring/theme.ts"
import "./styles.css"

// Errors are caught from the first moment; the monitoring module that reports them loads after first paint.
listenForErrors(window)

// Spec 1 §9: no retry and no refetch on focus, unless a query asks for it (screens/queries.ts).
const queryClient = new QueryClient({ defaultOptions: pageQueryDefaults })
const runtime = makeAppRuntime(pageAddress.origin())
// The catalogue the server wrote into the page answers the first screen's queries without a call (issue 17).
seedFirstScreenData(queryClient, catalogQueries(runtime), document)
// Tokens in the address leave it before the first request, and before the router reads the address.
adoptTokensFromAddress(runtime)
// So does an e-mail: the widget keeps it for sign-in, out of its address (issue 13).
adoptEmailFromAddress()
const session = startSession(runtime)
// The integrator's origins are asked for now; the root route waits for them (screens/wiring/embedding.ts).
const embedding = applyEmbeddingRule(runtime, pageAddress.search())
// Before the first screen: Telegram's theme and the wallet app decide how it looks and what it offers.
const environment = detectEnvironment(runtime)
// The link's theme and accent colour, unless Telegram's colours apply (issue 19).
applyTheme(document.documentElement, pageAddress.search(), environment.telegram.active)
const router = makeRouter({
  queryClient,
  runtime,
  session,
  environment,
  embedding,
  loginFlow: lazy(() => import("./wiring/loginFlow.ts").then((m) => m.makeLoginFlow(runtime))),
  account: accountActions(runtime, pageAddress.search()),
  kyc: kycFlow(runtime),
  onramp: makeOnrampFlow(runtime, queryClient, session, environment.widget),
  offramp: lazy(() =>
    import("./wiring/offramp.ts").then((m) =>
      m.makeOfframpFlow(runtime, queryClient, session, pageAddress.origin(), environment.widget),
    ),
  ),
  buyGoods: lazy(() => import("./wiring/buyGoods.ts").then((m) => m.makeBuyGoodsFlow(runtime))),
  promotions: promotionCalls(runtime),
  swapStatus: lazy(() => import("./wiring/swapStatus.ts").then((m) => m.makeSwapStatusWiring(runtime))),
  ussdTransfer: lazy(() => import("./wiring/ussdTransfer.ts").then((m) => m.makeUssdTransferFlow(runtime))),
})

const root = document.getElementById("root")
if (root) {
  createRoot(root, {
    // What an error boundary caught never reaches window.onerror: reported here, and logged as React would.
    onCaughtError: (error) => {
      console.error(error)
      observe({ kind: "error", origin: "boundary", error, at: Date.now() })
    },
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider initial={pageLanguage(pageAddress.search())} onChosen={rememberLanguage}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}

const startMonitoring = () =>
  void import("./wiring/monitoring.ts")
    .then((monitoring) => monitoring.startMonitoring({ router, session, runtime, baseUrl: pageAddress.origin() }))
    .catch(() => undefined)
if (document.readyState === "complete") setTimeout(startMonitoring, 0)
else window.addEventListener("load", () => setTimeout(startMonitoring, 0), { once: true })
