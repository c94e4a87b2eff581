// Runs the app machine: the widget while all is well, the Service Unavailable page after a 503, nothing at all
// for a restricted country. Global events come from the adapters (apiErrors.ts). Inside Telegram the screens reach
// its main and back buttons through the Telegram context.
import { useActorRef, useSelector } from "@xstate/react"
import { Effect } from "effect"
import { type ReactNode, useEffect } from "react"
import { GlobalEvents } from "../adapters/globalEvents.ts"
import type { AppRuntime } from "../adapters/runtime.ts"
import { appMachine } from "../machines/app.ts"
import { AccountMenu } from "./account/AccountMenu.tsx"
import { CloseButton } from "./shell/CloseButton.tsx"
import { useFirstPaintGone } from "./shell/firstPaint.ts"
import { ServiceUnavailablePage } from "./shell/ServiceUnavailablePage.tsx"
import { TelegramBack } from "./shell/TelegramBack.tsx"
import { TelegramProvider } from "./shell/telegram.tsx"
import { WidgetFrame } from "./shell/WidgetFrame.tsx"
import { ToastRegion } from "./ui/ToastRegion.tsx"
import type { TelegramHost } from "./wiring/environment.ts"
import { inspection } from "./wiring/inspect.ts"

export function AppShell({
  runtime,
  telegram,
  children,
}: {
  readonly runtime: AppRuntime
  readonly telegram: TelegramHost
  readonly children: ReactNode
}) {
  const app = useActorRef(appMachine, inspection)
  const state = useSelector(app, (snapshot) => snapshot.value)
  useEffect(() => {
    const events = runtime.runSync(Effect.service(GlobalEvents))
    return events.subscribe((event) => app.send(event))
  }, [runtime, app])

  // A restricted country sees nothing, not even the frame painted from the HTML; the Service Unavailable page
  // replaces it. Otherwise the app's frame takes the empty frame's place, and its screens the painted amount's.
  useFirstPaintGone(state === "restricted" || state === "serviceUnavailable" ? "all" : "frame")
  if (state === "restricted") return null
  if (state === "serviceUnavailable") return <ServiceUnavailablePage />
  return (
    <TelegramProvider value={telegram}>
      <WidgetFrame
        headerEnd={
          <span className="widget-header-end">
            <CloseButton />
            <AccountMenu />
          </span>
        }
      >
        {children}
      </WidgetFrame>
      <TelegramBack />
      <ToastRegion />
    </TelegramProvider>
  )
}
