// /ussd/{orderId}: a chart per visit; the chart's end decides where the page goes (the status page, the payment page,
// wherever the buyer was going after confirming the leave). Leaving while the order is open asks first, in the app
// (the router's blocker) and in the browser (beforeunload); a page unloaded while the order is open cancels it.
// Issue 13: once the buyer was handed off to pay (dialer, prompt, payment page), leaving neither asks nor cancels.
import { useBlocker, useNavigate, useRouteContext, useSearch } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { waitFor } from "xstate"
import { handedOff } from "../../machines/ussdTransferContext.ts"
import { readQueryConfig } from "../../schema/config.ts"
import { errors, success } from "../../schema/messages.ts"
import { ussdLabels } from "../../schema/ussdLabels.ts"
import { queryOf } from "../searchParams.ts"
import { showToast } from "../toasts.ts"
import type { UssdTransferActor } from "../wiring/ussdTransfer.ts"
import { telHref } from "./TransferAction.tsx"
import { UssdScreen } from "./UssdScreen.tsx"
import { useNow } from "./useNow.ts"

type Search = Record<string, unknown>

/** The dialer opens beside the page: a tel: navigation of the page itself fires beforeunload and, in Chromium, leaves
 * the page ignoring every tap while the navigation hangs (issue 13). An in-app browser that opens no window gets the
 * page's own navigation, which it hands to the dialer; the swap is remembered as dialled, so nothing is cancelled.
 * (No noopener: it would hide whether a window opened, and a tel: address loads no page to protect.) */
const openDialer = (code: string) => {
  if (!window.open(telHref(code), "_blank")) window.location.href = telHref(code)
}

export function UssdRoute({ orderId }: { readonly orderId: string }) {
  const ussdTransfer = useRouteContext({ from: "__root__" }).ussdTransfer.get()
  const search = useSearch({ strict: false }) as Search
  const noRedirect = readQueryConfig(queryOf(search)).config.noRedirect === true
  const [actor, setActor] = useState<UssdTransferActor>()
  useEffect(() => {
    const start = () => ussdTransfer.start({ orderId, noRedirect, returnUrl: window.location.href })
    let started = start()
    setActor(started)
    // Back from the payment page, a browser may restore this page as it was, with its chart ended: a fresh one starts.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      started.stop()
      started = start()
      setActor(started)
    }
    window.addEventListener("pageshow", onPageShow)
    return () => {
      window.removeEventListener("pageshow", onPageShow)
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
  const open = () => actor.getSnapshot().matches("active")
  /** Leaving now would cancel the order: it is open and the buyer was not handed off to pay. */
  const leaveCancels = () => open() && !handedOff(actor.getSnapshot().context)

  useEffect(() => {
    const subscription = actor.on("*", (event) => {
      if (event.type === "toast") showToast(event.kind, event.text)
      if (event.type === "ussd.dial") openDialer(event.code)
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
      if (leaveCancels() && swapId && asked) ussdTransfer.cancelOnUnload(swapId)
    }
    // The browser's question; the text shows where a browser still shows the page's own.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaveCancels()) return
      event.preventDefault()
      event.returnValue = ussdLabels.leaveText
    }
    window.addEventListener("pagehide", onPageHide)
    window.addEventListener("beforeunload", onBeforeUnload)
    return () => {
      window.removeEventListener("pagehide", onPageHide)
      window.removeEventListener("beforeunload", onBeforeUnload)
    }
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
    enableBeforeUnload: false,
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
      onCreateNewOrder={() => {
        const { orderId: _, ...config } = search
        void navigate({ to: "/", search: config })
      }}
    />
  )
}
