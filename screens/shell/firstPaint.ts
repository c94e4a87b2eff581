// The first paint comes from the HTML (issue 17): index.html carries the widget's empty frame (the brand and the
// release, as screens/shell/WidgetFrame.tsx draws them), written at build time (vite.config.ts), so the page shows
// it before any script has loaded. The frame React renders takes its place in the same spot. At `/` the server
// also paints the amount screen in it (server/http/amountShell.ts, marked `data-amount`): then the app's page stays
// hidden (screens/styles.css) until a screen of its own is ready, the amount's fields or anything else, and takes
// its place in the same layout effect, so the amount is never replaced by a loading line and back.
import { useEffect, useLayoutEffect } from "react"
import { screens } from "../../schema/labels.ts"
import { pageBootScript } from "../../schema/pageBoot.ts"
import { widgetRelease } from "../../schema/release.ts"

/** The id of the painted frame in index.html. */
export const firstPaintId = "first-paint"

/** The frame's markup: WidgetFrame's classes and texts, with a stand-in as large as the menu button, so nothing moves
 * when React's frame replaces it. Hidden from assistive technology: React's frame is the page. */
export const firstPaintHtml = (): string =>
  `<div id="${firstPaintId}" class="widget" aria-hidden="true">` +
  `<div class="widget-header"><span class="widget-brand">${screens.brand}</span>` +
  `<span class="widget-header-end"><span class="icon-button"></span></span></div>` +
  `<div class="widget-main"></div>` +
  `<div class="widget-footer">v${widgetRelease}</div>` +
  `</div>`

/** The boot script for the head of index.html (schema/pageBoot.ts): it shows the link's theme before the first paint
 * and loads the widget's scripts after it. */
export const pageBootHtml = (): string => `<script>${pageBootScript}</script>`

/** What a component's mount takes away: "frame" the empty frame only (the app's frame is in, its screen may not be),
 * "all" the painted amount too (a screen of the app's is ready), "none" nothing (the amount is still loading). */
export type FirstPaintGone = "frame" | "all" | "none"

/** Removes the painted frame once React's is in the page, before the browser paints again (a layout effect). */
export const useFirstPaintGone = (what: FirstPaintGone = "all") => {
  useLayoutEffect(() => {
    const painted = document.getElementById(firstPaintId)
    if (!painted || what === "none") return
    // The painted amount is right for `/` only; any other path shows the app's frame at once.
    if (what === "all" || !painted.hasAttribute("data-amount") || location.pathname !== "/") painted.remove()
  }, [what])
}

/** The longest the painted amount stands in for the app's page: past it the app's page shows whatever it has, so a
 * screen that never says it is ready cannot leave the widget hidden. */
const amountStandsInMillis = 10_000

/** For the app's frame: the painted amount gives way after `amountStandsInMillis` at the latest. */
export const useFirstPaintDeadline = () => {
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById(firstPaintId)?.remove(), amountStandsInMillis)
    return () => clearTimeout(timer)
  }, [])
}
