// Telegram's back button (spec 1 §1): shown on the steps after a journey's first, it sends the journey's chart its
// back event where the chart takes one on that step, and goes back in history elsewhere.
import { useRouteContext, useRouter, useRouterState } from "@tanstack/react-router"
import { useEffect } from "react"
import { useTelegram } from "./telegram.tsx"

/** Where a journey starts: no back button there. */
const firstSteps = new Set(["/", "/welcome", "/offramp", "/buy-goods", "/merchant"])
/** The on-ramp chart's steps after the amount (screens/onramp/journey.tsx). */
const onrampSteps = new Set(["/wallet", "/auth", "/otp", "/onramp/kyc", "/swap"])

export function TelegramBack() {
  const telegram = useTelegram()
  const { onramp, offramp } = useRouteContext({ from: "__root__" })
  const router = useRouter()
  const path = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (!telegram.active) return
    if (firstSteps.has(path)) {
      telegram.setBack(undefined)
      return
    }
    telegram.setBack(() => {
      const chart = path.startsWith("/offramp/")
        ? offramp.loaded()?.running()
        : onrampSteps.has(path)
          ? onramp.running()
          : undefined
      if (chart?.getSnapshot().can({ type: "back" })) chart.send({ type: "back" })
      else router.history.back()
    })
    return () => telegram.setBack(undefined)
  }, [telegram, path, onramp, offramp, router])
  return null
}
