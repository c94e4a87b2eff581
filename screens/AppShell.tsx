// Runs the app machine: the widget while all is well, the Service Unavailable page after a 503, nothing at all
// for a restricted country. Global events come from the adapters (apiErrors.ts).
import { useActorRef, useSelector } from "@xstate/react"
import { Effect } from "effect"
import { type ReactNode, useEffect } from "react"
import { GlobalEvents } from "../adapters/globalEvents.ts"
import type { AppRuntime } from "../adapters/runtime.ts"
import { appMachine } from "../machines/app.ts"
import { AccountMenu } from "./account/AccountMenu.tsx"
import { ServiceUnavailablePage } from "./shell/ServiceUnavailablePage.tsx"
import { WidgetFrame } from "./shell/WidgetFrame.tsx"
import { ToastRegion } from "./ui/ToastRegion.tsx"

export function AppShell({ runtime, children }: { readonly runtime: AppRuntime; readonly children: ReactNode }) {
  const app = useActorRef(appMachine)
  const state = useSelector(app, (snapshot) => snapshot.value)
  useEffect(() => {
    const events = runtime.runSync(Effect.service(GlobalEvents))
    return events.subscribe((event) => app.send(event))
  }, [runtime, app])

  if (state === "restricted") return null
  if (state === "serviceUnavailable") return <ServiceUnavailablePage />
  return (
    <>
      <WidgetFrame headerEnd={<AccountMenu />}>{children}</WidgetFrame>
      <ToastRegion />
    </>
  )
}
