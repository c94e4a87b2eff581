// The widget's frame: at most 552 px wide, full height on a phone, a card on a wider screen.
import type { ReactNode } from "react"
import { screens } from "../../schema/labels.ts"
import { widgetRelease } from "../../schema/release.ts"
import { useText } from "../i18n/text.tsx"
import { useFirstPaintDeadline, useFirstPaintGone } from "./firstPaint.ts"

export function WidgetFrame({ children, headerEnd }: { readonly children: ReactNode; readonly headerEnd?: ReactNode }) {
  // The frame painted from index.html gives way to this one (./firstPaint.ts); an amount painted in it waits for a
  // screen (./Screen.tsx).
  useFirstPaintGone("frame")
  useFirstPaintDeadline()
  const { t } = useText()
  return (
    <div className="widget">
      <header className="widget-header">
        <span className="widget-brand">{t(screens.brand)}</span>
        {headerEnd}
      </header>
      <main className="widget-main">{children}</main>
      <footer className="widget-footer">v{widgetRelease}</footer>
    </div>
  )
}
