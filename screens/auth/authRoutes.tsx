// The Auth and Otp routes of each journey (on-ramp /auth and /otp, off-ramp /offramp/auth and /offramp/otp,
// KYC /kyc/login and /kyc/otp/verify) over one sign-in chart: the chart's state decides the route (./routeTable.ts,
// followed by screens/wiring/useChartRoute.ts); what signing in means for the session is screens/wiring/loginFlow.ts.
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { catalogQueries } from "../queries.ts"
import type { Where } from "../routeTable.ts"
import { guardedReturn } from "../wiring/guardedReturn.ts"
import type { LoginActor } from "../wiring/loginFlow.ts"
import { signInEmail } from "../wiring/signInEmail.ts"
import { useActorRoute } from "../wiring/useChartRoute.ts"
import { AuthScreen } from "./AuthScreen.tsx"
import { OtpScreen } from "./OtpScreen.tsx"
import { type AuthPaths, type JourneyNext, loginRoute, loginRouteView, withoutCode } from "./routeTable.ts"

export { type AuthPaths, kycAuthPaths, offrampAuthPaths, onrampAuthPaths } from "./routeTable.ts"

type Search = Record<string, unknown>
/** Where the journey that sent the visitor here goes on, once signed in (the on-ramp's: screens/onramp/afterSignIn.ts). */
type NextOf = (where: Where) => JourneyNext
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined)

/** The chart of this visit, its route following its state. */
const useLogin = (paths: AuthPaths, onCodeRoute: boolean, next: NextOf | undefined): LoginActor => {
  const { runtime, loginFlow, session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const ipInfo = useQuery(catalogQueries(runtime).ipInfo)
  const countryIsoCode = text(search.countryIsoCode)?.toUpperCase() ?? ipInfo.data?.countryIsoCode ?? "KE"
  const codeLength = Number(search.codeLength)
  const actor = useMemo(
    () =>
      loginFlow.get().ensure(
        {
          countryIsoCode,
          email: signInEmail.get(),
          codeId: onCodeRoute ? text(search.codeId) : undefined,
          codeLength: Number.isInteger(codeLength) && codeLength > 0 ? codeLength : undefined,
        },
        session,
      ),
    [loginFlow, session, onCodeRoute, countryIsoCode, search.codeId, codeLength],
  )
  useActorRoute(actor, (snapshot, where) =>
    loginRoute(paths, { ...loginRouteView(snapshot, guardedReturn.get()), next: next?.(where) }, where),
  )
  return actor
}

export function AuthRoute({ paths, next }: { readonly paths: AuthPaths; readonly next?: NextOf }) {
  const { session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const actor = useLogin(paths, false, next)
  const snapshot = useSelector(actor, (s) => s)
  const user = useSelector(session, (s) => s.context.user)
  return (
    <AuthScreen
      snapshot={snapshot}
      send={actor.send}
      user={user}
      onLogout={() => session.send({ type: "session.logout" })}
      onContinue={() => void navigate({ to: paths.done, search: withoutCode(search) })}
    />
  )
}

export function OtpRoute({ paths, next }: { readonly paths: AuthPaths; readonly next?: NextOf }) {
  const actor = useLogin(paths, true, next)
  const snapshot = useSelector(actor, (s) => s)
  return <OtpScreen snapshot={snapshot} send={actor.send} />
}
