// The shared effects (machines/effects.ts) carried out in the browser, and the page's own life told to a chart:
// leaving asks first and hiding for good is heard, a page back from the back-forward cache is announced.
import type { AnyActorRef, AnyMachineSnapshot } from "xstate"
import type { CopyEffect, PageOpenEffect, ToastEffect } from "../../machines/effects.ts"
import { errors, success } from "../../schema/messages.ts"
import { showToast } from "../toasts.ts"
import type { EffectHandlers } from "./effects.ts"

export const browserEffects: EffectHandlers<ToastEffect | CopyEffect | PageOpenEffect> = {
  toast: ({ kind, text }) => {
    showToast(kind, text)
  },
  "clipboard.copy": ({ text }) => {
    navigator.clipboard.writeText(text).then(
      () => showToast("success", success.copied),
      () => showToast("error", errors.failedToCopy),
    )
  },
  "page.open": ({ url }) => window.location.assign(url),
}

/** For a chart whose only effect is a toast (a refused call, spec 1 §8). */
export const toastEffects: EffectHandlers<ToastEffect> = { toast: browserEffects.toast }

export const telHref = (code: string) => `tel:${encodeURIComponent(code)}`

/** The dialer opens beside the page: a tel: navigation of the page itself fires beforeunload and, in Chromium, leaves
 * the page ignoring every tap while the navigation hangs (issue 13). An in-app browser that opens no window gets the
 * page's own navigation, which it hands to the dialer. (No noopener: it would hide whether a window opened, and a
 * tel: address loads no page to protect.) */
export const openDialer = (code: string) => {
  if (!window.open(telHref(code), "_blank")) window.location.href = telHref(code)
}

/** While a chart runs: the browser asks before the page unloads whenever `asks` says leaving now costs something
 * (the text shows where a browser still shows the page's own); `page.hide` tells the chart the page is gone, with
 * whether the browser asked (it asks only on a page the user interacted with); `page.restored` tells it the page is
 * shown again from the back-forward cache. Returns the removal of the listeners. */
export const watchPage =
  (asks: (snapshot: AnyMachineSnapshot) => boolean, text: string) =>
  (actor: AnyActorRef): (() => void) => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!asks(actor.getSnapshot())) return
      event.preventDefault()
      event.returnValue = text
    }
    const onPageHide = () => actor.send({ type: "page.hide", asked: navigator.userActivation?.hasBeenActive ?? true })
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: "page.restored" })
    }
    window.addEventListener("beforeunload", onBeforeUnload)
    window.addEventListener("pagehide", onPageHide)
    window.addEventListener("pageshow", onPageShow)
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      window.removeEventListener("pagehide", onPageHide)
      window.removeEventListener("pageshow", onPageShow)
    }
  }
