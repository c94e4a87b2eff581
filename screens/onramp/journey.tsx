// The on-ramp routes over one chart: the chart's state decides the route (/, /wallet, /auth, /onramp/kyc, /swap,
// then /ussd/{orderId}: ./routeTable.ts, followed by screens/wiring/useChartRoute.ts); each route shows its step.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useMemo, useState } from "react"
import { kycLevelNeeded } from "../../machines/onrampContext.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { onrampNextLabel } from "../../schema/onrampRules.ts"
import { onrampKycPaths } from "../kyc/routeTable.ts"
import { queryOf } from "../searchParams.ts"
import { StepBar } from "../shell/StepBar.tsx"
import { preloadModal } from "../ui/Modal.tsx"
import { useGuardedReturnSpentWhen } from "../wiring/guardedReturn.ts"
import { useChartRoute } from "../wiring/useChartRoute.ts"
import { AmountScreen } from "./AmountScreen.tsx"
import { usePendingOrder } from "./pendingOrder.ts"
import { onrampRoute, onrampRouteView } from "./routeTable.ts"
import { type OnrampStep, visibleSteps } from "./steps.ts"

// The steps after the amount load apart from it (issue 17: the first screen's bytes). They are fetched once the
// amount has its first offer, when the first screen's own calls are done, so they neither slow it nor make Next wait.
const loadWallet = () => import("./WalletScreen.tsx")
const loadReview = () => import("./ReviewScreen.tsx")
const loadJourneyKyc = () => import("../kyc/JourneyKyc.tsx")
const loadKycRoute = () => import("../kyc/kycRoute.tsx")
const WalletScreen = lazy(() => loadWallet().then((m) => ({ default: m.WalletScreen })))
const ReviewScreen = lazy(() => loadReview().then((m) => ({ default: m.ReviewScreen })))
const JourneyKyc = lazy(() => loadJourneyKyc().then((m) => ({ default: m.JourneyKyc })))
const KycRoute = lazy(() => loadKycRoute().then((m) => ({ default: m.KycRoute })))
const preloadLaterSteps = () => {
  for (const load of [loadWallet, loadReview, loadJourneyKyc, loadKycRoute]) void load().catch(() => undefined)
  preloadModal()
}

type Step = "amount" | "wallet" | "review" | "kyc"
const stepOf: Record<Exclude<Step, "kyc">, OnrampStep> = { amount: "Amount", wallet: "Wallet", review: "Order" }
type Search = Record<string, unknown>

export function OnrampJourney({ step }: { readonly step: Step }) {
  const { onramp, session, loginFlow } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  // The configuration is read once, when the journey starts: later changes of the address do not restart it.
  const [startSearch] = useState(search)
  // A malformed parameter is left out and named in a notice on the amount; the rest of the link holds.
  const start = useMemo(() => readQueryConfig(queryOf(startSearch)), [startSearch])
  const actor = useMemo(
    () =>
      onramp.ensure(
        { ...start.config, query: Object.fromEntries(new URLSearchParams(queryOf(startSearch))) },
        { notice: start.notice },
      ),
    [onramp, start, startSearch],
  )
  const snapshot = useSelector(actor, (s) => s)
  const sessionLoading = useSelector(session, (s) => s.hasTag("loading"))
  useChartRoute((where) => onrampRoute(onrampRouteView(snapshot, sessionLoading), where))
  useGuardedReturnSpentWhen(step === "amount")

  const c = snapshot.context
  const offerAnswered = c.quote !== undefined
  useEffect(() => {
    if (!offerAnswered) return
    preloadLaterSteps()
    // Next leads to sign-in when nobody is signed in: its chart is fetched ahead too.
    void loginFlow.load().catch(() => undefined)
  }, [offerAnswered, loginFlow])
  // With an order open, Next leads to it (the review shows it): "Next: Transfer Funds" (spec 1 §2).
  const openOrder = usePendingOrder(c.openOrderId)
  // The ID check is the journey's child chart, shown without the step bar (as the check run on its own is).
  if (step === "kyc")
    return (
      <Suspense fallback={null}>
        <JourneyKyc child={snapshot.children.kyc} />
      </Suspense>
    )
  const bar = (
    <StepBar
      current={stepOf[step]}
      steps={visibleSteps({
        current: stepOf[step],
        walletFrozen: c.config.freezeWallet === true,
        kycRequired: kycLevelNeeded(c) !== undefined,
      })}
    />
  )
  if (step === "wallet")
    return (
      <>
        {bar}
        <Suspense fallback={null}>
          <WalletScreen snapshot={snapshot} send={actor.send} />
        </Suspense>
      </>
    )
  if (step === "review")
    return (
      <>
        {bar}
        <Suspense fallback={null}>
          <ReviewScreen snapshot={snapshot} send={actor.send} />
        </Suspense>
      </>
    )
  return (
    <>
      {bar}
      <AmountScreen
        snapshot={snapshot}
        send={actor.send}
        hideSwitch={start.config.hideSwitch === true}
        onSell={() => void navigate({ to: "/offramp", search })}
        onCountryChosen={onramp.rememberCountry}
        nextLabel={onrampNextLabel({
          hasWalletAddress: c.address.trim() !== "" || c.config.freezeWallet === true,
          signedIn: c.user !== undefined,
          kycRequired: kycLevelNeeded(c) !== undefined,
          hasOpenOrder: c.openOrderId !== undefined || openOrder !== undefined,
        })}
      />
    </>
  )
}

/** /onramp/kyc: the journey's own check when the journey led here, else a check run on its own (a direct link). */
export function OnrampKycStep() {
  const { onramp } = useRouteContext({ from: "__root__" })
  // Decided on arrival: once the check passes the journey moves on, and this route with it.
  const [inJourney] = useState(() => onramp.running()?.getSnapshot().matches("kyc") === true)
  return inJourney ? (
    <OnrampJourney step="kyc" />
  ) : (
    <Suspense fallback={null}>
      <KycRoute paths={onrampKycPaths} />
    </Suspense>
  )
}
