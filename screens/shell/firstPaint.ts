// The first paint comes from the HTML (issue 17): index.html carries the widget's empty frame (the brand and the
// release, as screens/shell/WidgetFrame.tsx draws them), written at build time (vite.config.ts), so the page shows
// it before any script has loaded. The frame React renders takes its place in the same spot.
import { useLayoutEffect } from "react"
import { screens } from "../../schema/labels.ts"
import { widgetRelease } from "../../schema/release.ts"
import { themeBootScript } from "../../schema/theme.ts"

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

/** The boot script that shows the link's theme before the first paint (schema/theme.ts), for the head of index.html. */
export const themeBootHtml = (): string => `<script>${themeBootScript}</script>`

/** Removes the painted frame once React's is in the page, before the browser paints again (a layout effect). */
export const useFirstPaintGone = () => {
  useLayoutEffect(() => {
    document.getElementById(firstPaintId)?.remove()
  }, [])
}
