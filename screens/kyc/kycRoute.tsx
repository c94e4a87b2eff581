// The ID Check routes (/kyc, /onramp/kyc, /offramp/kyc): a KYC chart per visit; signed-out visitors sign in
// first; a passed check goes on with the journey that asked for it.
import { useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import type { KycActor } from "../wiring/kyc.ts"
import { KycScreen } from "./KycScreen.tsx"

export interface KycPaths {
  /** Where a signed-out visitor signs in. */
  readonly signIn: string
  /** Where the journey goes on once the check is passed. */
  readonly next: string
}

type Search = Record<string, unknown>

export function KycRoute({ paths }: { readonly paths: KycPaths }) {
  const { kyc, session } = useRouteContext({ from: "__root__" })
  const search = useSearch({ strict: false }) as Search
  const navigate = useNavigate()
  const signedIn = useSelector(session, (s) => s.matches("signedIn"))
  const anonymous = useSelector(session, (s) => s.matches("anonymous"))
  const level = search.level === "advanced" ? "advanced" : "basic"
  const source = typeof search.source === "string" ? search.source : undefined
  const [actor, setActor] = useState<KycActor>()
  useEffect(() => {
    if (!signedIn) return
    const started = kyc.start(level, source)
    setActor(started)
    return () => {
      started.stop()
    }
  }, [kyc, signedIn, level, source])
  useEffect(() => {
    if (anonymous) void navigate({ to: paths.signIn, search })
  }, [anonymous, navigate, paths.signIn, search])
  if (!actor) return null
  return <KycChart actor={actor} onContinue={() => void navigate({ to: paths.next, search })} />
}

function KycChart({ actor, onContinue }: { readonly actor: KycActor; readonly onContinue: () => void }) {
  const snapshot = useSelector(actor, (s) => s)
  return <KycScreen snapshot={snapshot} send={actor.send} onContinue={onContinue} />
}

export const standaloneKycPaths: KycPaths = { signIn: "/kyc/login", next: "/" }
export const onrampKycPaths: KycPaths = { signIn: "/auth", next: "/swap" }
export const offrampKycPaths: KycPaths = { signIn: "/offramp/auth", next: "/offramp/create" }
