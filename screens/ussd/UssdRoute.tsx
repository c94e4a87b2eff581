// /ussd/{orderId}: a chart per visit; the chart's end decides where the page goes (the status page, the payment page,
// wherever the buyer was going after confirming the leave). Leaving while the order is open asks first, in the app
// (the router's blocker) and in the browser (beforeunload); a page unloaded while the order is open cancels it.
import { useBlocker, useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { waitFor } from "xstate"
import { errors, success } from "../../schema/messages.ts"
import { showToast } from "../toasts.ts"
import type { UssdTransferActor } from "../wiring/ussdTransfer.ts"
import { telHref } from "./TransferAction.tsx"
import { UssdScreen } from "./UssdScreen.tsx"
import { useNow } from "./useNow.ts"

type Search = Record<string, unknown>

/** A tel: link keeps the page, yet some browsers fire beforeunload for it: the question is held for a moment. */
const holdLeaveQuestion = (dialing: { current: boolean }) => {
  dialing.current = true
  setTimeout(() => {
    dialing.current = false
  }, 1000)
}

const flag = (value: unknown) => value !== undefined && value !== "false" && value !== "0" && value !== false

export function UssdRoute({ orderId }: { readonly orderId: string }) {
  const ussdTransfer = useRouteContext({ from: "__root__" }).ussdTransfer.get()
  const search = useSearch({ strict: false }) as Search
  const noRedirect = flag(search.noRedirect)
  const [actor, setActor] = useState<UssdTransferActor>()
  useEffect(() => {
    const started = ussdTransfer.start({ orderId, noRedirect, returnUrl: window.location.href })
    setActor(started)
    return () => {
      started.stop()
    }
  }, [ussdTransfer, orderId, noRedirect])
  if (!actor) return null
  return <UssdChart actor={actor} search={search} orderId={orderId} />
}

function UssdChart({
  actor,
  search,
  orderId,
}: {
  readonly actor: UssdTransferActor
  readonly search: Search
  readonly orderId: string
}) {
  const ussdTransfer = useRouteContext({ from: "__root__" }).ussdTransfer.get()
  const navigate = useNavigate()
  const snapshot = useSelector(actor, (s) => s)
  const now = useNow()
  const dialing = useRef(false)
  const open = () => actor.getSnapshot().matches("active")

  useEffect(() => {
    const subscription = actor.on("*", (event) => {
      if (event.type === "toast") showToast(event.kind, event.text)
      if (event.type === "ussd.dial") {
        holdLeaveQuestion(dialing)
        window.location.href = telHref(event.code)
      }
    })
    return () => subscription.unsubscribe()
  }, [actor])

  useEffect(() => {
    if (snapshot.matches("statusPage"))
      void navigate({ to: "/swap-status", search: { ...search, orderId }, replace: true })
    if (snapshot.matches("redirected")) {
      const paymentUrl = snapshot.context.order?.buySwap.transferInstructions.paymentUrl
      if (paymentUrl) window.location.assign(paymentUrl)
    }
  }, [snapshot, navigate, search, orderId])

  useEffect(() => {
    const onPageHide = () => {
      const swapId = actor.getSnapshot().context.order?.buySwap._id
      // Browsers ask before unloading only a page the user interacted with: only then did the buyer confirm leaving.
      const asked = navigator.userActivation?.hasBeenActive ?? true
      if (open() && swapId && asked) ussdTransfer.cancelOnUnload(swapId)
    }
    window.addEventListener("pagehide", onPageHide)
    return () => window.removeEventListener("pagehide", onPageHide)
  })

  useBlocker({
    // The chart asks; the navigation waits for the answer, and for the cancel to be sent when the buyer leaves.
    shouldBlockFn: async () => {
      if (!open()) return false
      actor.send({ type: "leave.request" })
      const settled = await waitFor(
        actor,
        (s) => s.status !== "active" || s.matches("closed") || (s.matches("active") && !s.context.leaveAsked),
        { timeout: Number.POSITIVE_INFINITY },
      )
      return settled.matches("active")
    },
    enableBeforeUnload: () => open() && !dialing.current,
  })

  const onCopy = (value: string) =>
    navigator.clipboard.writeText(value).then(
      () => showToast("success", success.copied),
      () => showToast("error", errors.failedToCopy),
    )

  return (
    <UssdScreen
      snapshot={snapshot}
      send={actor.send}
      now={now}
      onCopy={(value) => void onCopy(value)}
      onDialLink={() => holdLeaveQuestion(dialing)}
      onCreateNewOrder={() => {
        const { orderId: _, ...config } = search
        void navigate({ to: "/", search: config })
      }}
    />
  )
}
