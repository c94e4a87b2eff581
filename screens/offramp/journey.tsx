// The off-ramp routes over one chart: the chart's state decides the route (/offramp, /offramp/auth, /offramp/kyc,
// /offramp/create, /offramp/pay, then /offramp/pay?orderId=… once the order exists); each route shows its step.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import type { SnapshotFrom } from "xstate"
import type { offrampMachine } from "../../machines/offramp.ts"
import { hasRequiredFields, kycLevelNeeded } from "../../machines/offrampContext.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { JourneyKyc } from "../kyc/JourneyKyc.tsx"
import { KycRoute, offrampKycPaths } from "../kyc/kycRoute.tsx"
import { queryOf } from "../searchParams.ts"
import { StepBar } from "../shell/StepBar.tsx"
import { OfframpAmountScreen } from "./AmountScreen.tsx"
import { OfframpDetailsScreen } from "./DetailsScreen.tsx"
import { JourneyStepBar } from "./JourneyStepBar.tsx"
import { PayStartScreen } from "./PayStartScreen.tsx"
import { type OfframpStep, visibleOfframpSteps } from "./steps.ts"
import { useWallets } from "./useWallets.ts"

type Step = "amount" | "details" | "pay" | "kyc"
const stepOf: Record<Step, OfframpStep> = { amount: "Amount", details: "Details", pay: "Pay", kyc: "ID Check" }
type Search = Record<string, unknown>

/** Spec 2 §2: the manual flow ("I want to pay manually") is hidden inside MiniPay, which pays from its own wallet. */
export const manualPayAllowed = (environment: { readonly walletApp: string | null }) =>
  environment.walletApp !== "minipay"

/** Where each state of the chart is shown. */
export const pathOf = (snapshot: SnapshotFrom<typeof offrampMachine>): string | undefined => {
  if (snapshot.matches("verify")) return "/offramp/auth"
  if (snapshot.matches("kyc")) return "/offramp/kyc"
  if (snapshot.matches("details")) return "/offramp/create"
  if (snapshot.matches("pay") || snapshot.matches("creating") || snapshot.matches("created")) return "/offramp/pay"
  if (snapshot.matches("checkingKyc") || snapshot.matches("afterKycStatus") || snapshot.matches("afterAmount"))
    return undefined
  return "/offramp"
}

export function OfframpJourney({ step }: { readonly step: Step }) {
  const context = useRouteContext({ from: "__root__" })
  const { environment } = context
  const offramp = context.offramp.get()
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  // The configuration is read once, when the journey starts.
  const [startSearch] = useState(search)
  // A malformed parameter is left out and named in a notice on the amount; the rest of the link holds.
  const start = useMemo(() => readQueryConfig(queryOf(startSearch)), [startSearch])
  const actor = useMemo(() => offramp.ensure(start.config, { notice: start.notice }), [offramp, start])
  const snapshot = useSelector(actor, (s) => s)
  const path = pathOf(snapshot)
  const shownPath = useRef(path)
  const c = snapshot.context

  const arrived = useRef(false)
  useEffect(() => {
    // A journey starts at the amount: a later step opened before it has an offer leads there.
    if (arrived.current) return
    arrived.current = true
    if (step !== "amount" && path === "/offramp") void navigate({ to: "/offramp", search, replace: true })
  }, [step, path, navigate, search])
  useEffect(() => {
    if (snapshot.matches("created") && c.orderId) {
      void navigate({
        to: "/offramp/pay",
        search: {
          ...search,
          orderId: c.orderId,
          quoteId: c.quote?.quoteId,
          amount: c.amount,
          network: c.network,
          asset: c.asset,
          countryIsoCode: c.country,
          paymentChannel: c.paymentChannel,
          currency: c.currency,
        },
      })
      return
    }
    if (path === undefined || path === shownPath.current) return
    shownPath.current = path
    const level = kycLevelNeeded(c)
    void navigate({ to: path, search: path === "/offramp/kyc" && level ? { ...search, level } : search })
  }, [path, navigate, search, c, snapshot])

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
        <PayStartStep snapshot={snapshot} send={actor.send} manualAllowed={manualPayAllowed(environment)} />
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
  const wallets = useWallets()
  return <PayStartScreen {...props} wallets={wallets} />
}
