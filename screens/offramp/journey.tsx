// The off-ramp routes over one chart: the chart's state decides the route (/offramp, /offramp/auth, /offramp/kyc,
// /offramp/create, /offramp/pay, then /offramp/pay?orderId=… once the order exists: ./routeTable.ts, followed by
// screens/wiring/useChartRoute.ts); each route shows its step.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useMemo, useState } from "react"
import { hasRequiredFields, kycLevelNeeded } from "../../machines/offrampContext.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { walletFamilyOf } from "../../schema/walletFamilies.ts"
import { JourneyKyc } from "../kyc/JourneyKyc.tsx"
import { KycRoute, offrampKycPaths } from "../kyc/kycRoute.tsx"
import { queryOf } from "../searchParams.ts"
import { StepBar } from "../shell/StepBar.tsx"
import { useGuardedReturnSpentWhen } from "../wiring/guardedReturn.ts"
import { useChartRoute } from "../wiring/useChartRoute.ts"
import { OfframpAmountScreen } from "./AmountScreen.tsx"
import { OfframpDetailsScreen } from "./DetailsScreen.tsx"
import { JourneyStepBar } from "./JourneyStepBar.tsx"
import { PayStartScreen } from "./PayStartScreen.tsx"
import { offrampRoute, offrampRouteView } from "./routeTable.ts"
import { type OfframpStep, visibleOfframpSteps } from "./steps.ts"
import { useWallets } from "./useWallets.ts"

type Step = "amount" | "details" | "pay" | "kyc"
const stepOf: Record<Step, OfframpStep> = { amount: "Amount", details: "Details", pay: "Pay", kyc: "ID Check" }
type Search = Record<string, unknown>

/** Spec 2 §2: the manual flow ("I want to pay manually") is hidden inside MiniPay, which pays from its own wallet. */
export const manualPayAllowed = (environment: { readonly walletApp: string | null }) =>
  environment.walletApp !== "minipay"

export function OfframpJourney({ step }: { readonly step: Step }) {
  const context = useRouteContext({ from: "__root__" })
  const { environment, session } = context
  const offramp = context.offramp.get()
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  // The configuration is read once, when the journey starts.
  const [startSearch] = useState(search)
  // A malformed parameter is left out and named in a notice on the amount; the rest of the link holds.
  const start = useMemo(() => readQueryConfig(queryOf(startSearch)), [startSearch])
  const actor = useMemo(() => offramp.ensure(start.config, { notice: start.notice }), [offramp, start])
  const snapshot = useSelector(actor, (s) => s)
  const sessionLoading = useSelector(session, (s) => s.hasTag("loading"))
  useChartRoute((where) => offrampRoute(offrampRouteView(snapshot, sessionLoading), where))
  useGuardedReturnSpentWhen(step === "amount")
  const c = snapshot.context

  const bar = (
    <StepBar
      current={stepOf[step]}
      steps={visibleOfframpSteps({
        current: stepOf[step],
        signedIn: c.user !== undefined,
        kycRequired: kycLevelNeeded(c) !== undefined,
        hasRequiredFields: hasRequiredFields(c),
      })}
    />
  )
  return (
    <>
      {bar}
      {step === "kyc" ? (
        <JourneyKyc child={snapshot.children.kyc} />
      ) : step === "details" ? (
        <OfframpDetailsScreen snapshot={snapshot} send={actor.send} />
      ) : step === "pay" ? (
        <PayStartStep
          snapshot={snapshot}
          send={actor.send}
          manualAllowed={manualPayAllowed(environment)}
          manualAtStart={offramp.paysManually(start.config.manualFlow === true)}
          onManualChange={offramp.choosePayMode}
        />
      ) : (
        <OfframpAmountScreen
          snapshot={snapshot}
          send={actor.send}
          hideSwitch={start.config.hideSwitch === true}
          onBuy={() => void navigate({ to: "/", search })}
          onCountryChosen={offramp.rememberCountry}
        />
      )}
    </>
  )
}

/** /offramp/kyc: the journey's own check when the journey led here, else a check run on its own (a direct link). */
export function OfframpKycStep() {
  const running = useRouteContext({ from: "__root__" }).offramp.loaded()?.running()
  // Decided on arrival: once the check passes the journey moves on, and this route with it.
  const [inJourney] = useState(() => running?.getSnapshot().matches("kyc") === true)
  if (inJourney) return <OfframpJourney step="kyc" />
  return (
    <>
      <JourneyStepBar current="ID Check" />
      <KycRoute paths={offrampKycPaths} />
    </>
  )
}

function PayStartStep(props: Omit<Parameters<typeof PayStartScreen>[0], "wallets">) {
  const network = props.snapshot.context.network
  const wallets = useWallets(network === undefined ? undefined : walletFamilyOf(network))
  return <PayStartScreen {...props} wallets={wallets} />
}
