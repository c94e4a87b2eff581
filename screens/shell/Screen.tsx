// A step's page inside the frame. Steps whose journey is not built yet show only their heading: never made-up data.
import type { ReactNode } from "react"
import { useText } from "../i18n/text.tsx"

export function Screen({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  const { t } = useText()
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t(title)}</h1>
      {children}
    </section>
  )
}
