// A step's page inside the frame. Steps whose journey is not built yet show only their heading: never made-up data.
import type { ReactNode } from "react"
import { useText } from "../i18n/text.tsx"
import { useFirstPaintGone } from "./firstPaint.ts"

export function Screen({
  title,
  children,
  loading = false,
}: {
  readonly title: string
  readonly children?: ReactNode
  /** Still reading what the screen shows: an amount painted from the HTML stays until the screen is ready. */
  readonly loading?: boolean
}) {
  // A screen of the app's is ready: it takes the place of the amount painted from the HTML (./firstPaint.ts).
  useFirstPaintGone(loading ? "none" : "all")
  const { t } = useText()
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t(title)}</h1>
      {children}
    </section>
  )
}
