// The ID Check routes (/kyc, /onramp/kyc, /offramp/kyc): a KYC chart per visit; signed-out visitors sign in
// first (./routeTable.ts, followed by screens/wiring/useChartRoute.ts); a passed check goes on with the journey that
// asked for it.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useVisit } from "../wiring/effectsVisit.ts"
import type { KycActor } from "../wiring/kyc.ts"
import { useChartRoute } from "../wiring/useChartRoute.ts"
import { KycScreen } from "./KycScreen.tsx"
import { type KycPaths, kycRoute } from "./routeTable.ts"

export { type KycPaths, offrampKycPaths, onrampKycPaths, standaloneKycPaths } from "./routeTable.ts"

type Search = Record<string, unknown>

export function KycRoute({ paths }: { readonly paths: KycPaths }) {
  const { session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const signedIn = useSelector(session, (s) => s.matches("signedIn"))
  const anonymous = useSelector(session, (s) => s.matches("anonymous"))
  useChartRoute((where) => kycRoute(paths, { anonymous }, where))
  const level = search.level === "advanced" ? "advanced" : "basic"
  const source = typeof search.source === "string" ? search.source : undefined
  // The check starts once the session knows the user, and again for another level or source.
  return signedIn ? <KycVisit key={`${level} ${source ?? ""}`} paths={paths} level={level} source={source} /> : null
}

function KycVisit(props: {
  readonly paths: KycPaths
  readonly level: "basic" | "advanced"
  readonly source: string | undefined
}) {
  const { kyc } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const actor = useVisit(() => kyc.start(props.level, props.source), `${props.level} ${props.source ?? ""}`)
  if (!actor) return null
  return <KycChart actor={actor} onContinue={() => void navigate({ to: props.paths.next, search })} />
}

function KycChart({ actor, onContinue }: { readonly actor: KycActor; readonly onContinue: () => void }) {
  const snapshot = useSelector(actor, (s) => s)
  return <KycScreen snapshot={snapshot} send={actor.send} onContinue={onContinue} />
}
