// The Auth and Otp routes of each journey (on-ramp /auth and /otp, off-ramp /offramp/auth and /offramp/otp,
// KYC /kyc/login and /kyc/otp/verify) over one sign-in chart: the chart's state decides the route.
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useMemo } from "react"
import { success } from "../../schema/messages.ts"
import { catalogQueries } from "../queries.ts"
import { showToast } from "../toasts.ts"
import type { LoginActor } from "../wiring/loginFlow.ts"
import { signInEmail } from "../wiring/signInEmail.ts"
import { AuthScreen } from "./AuthScreen.tsx"
import { OtpScreen } from "./OtpScreen.tsx"

export interface AuthPaths {
  /** Where the code is entered. */
  readonly otp: string
  /** Where the auth screen is. */
  readonly auth: string
  /** Where a signed-in user goes on. */
  readonly done: string
}

type Search = Record<string, unknown>
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined)
/** The code's id and length stay in /otp's address (a reload opens the code screen); never the e-mail (issue 13). */
const withoutCode = ({ codeId: _c, codeLength: _l, email: _e, ...search }: Search) => search

/** The chart of this visit, and what follows its state: the next route, the session, a toast. */
const useLogin = (paths: AuthPaths, onCodeRoute: boolean): LoginActor => {
  const { runtime, loginFlow, session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const ipInfo = useQuery(catalogQueries(runtime).ipInfo)
  const countryIsoCode = text(search.countryIsoCode)?.toUpperCase() ?? ipInfo.data?.countryIsoCode ?? "KE"
  const codeLength = Number(search.codeLength)
  const actor = useMemo(
    () =>
      loginFlow.ensure({
        countryIsoCode,
        email: signInEmail.get(),
        codeId: onCodeRoute ? text(search.codeId) : undefined,
        codeLength: Number.isInteger(codeLength) && codeLength > 0 ? codeLength : undefined,
      }),
    [loginFlow, onCodeRoute, countryIsoCode, search.codeId, codeLength],
  )
  const state = useSelector(actor, (snapshot) => snapshot.value)
  useEffect(() => {
    const snapshot = actor.getSnapshot()
    const { context } = snapshot
    if (snapshot.status === "done" && context.tokens) {
      signInEmail.clear()
      session.send({ type: "session.signedIn", tokens: context.tokens })
      if (context.via === "reset") showToast("success", success.passwordChanged)
      void navigate({ to: paths.done, search: withoutCode(search) })
    } else if (!onCodeRoute && ["code", "verifying", "codeDead"].includes(String(state))) {
      signInEmail.set(context.email)
      void navigate({
        to: paths.otp,
        search: { ...withoutCode(search), codeId: context.codeId, codeLength: context.codeLength },
      })
    } else if (onCodeRoute && state === "email") {
      void navigate({ to: paths.auth, search: withoutCode(search) })
    }
  }, [actor, state, onCodeRoute, paths, session, navigate, search])
  return actor
}

export function AuthRoute({ paths }: { readonly paths: AuthPaths }) {
  const { session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const actor = useLogin(paths, false)
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

export function OtpRoute({ paths }: { readonly paths: AuthPaths }) {
  const actor = useLogin(paths, true)
  const snapshot = useSelector(actor, (s) => s)
  return <OtpScreen snapshot={snapshot} send={actor.send} />
}

export const onrampAuthPaths: AuthPaths = { auth: "/auth", otp: "/otp", done: "/" }
export const offrampAuthPaths: AuthPaths = { auth: "/offramp/auth", otp: "/offramp/otp", done: "/offramp" }
export const kycAuthPaths: AuthPaths = { auth: "/kyc/login", otp: "/kyc/otp/verify", done: "/kyc" }
