// One line of an order's details: what it is and its value; `break` for long values (addresses, hashes) that may
// break anywhere, `copyable` for a value with its copy button.
import type { ReactNode } from "react"
import { useText } from "../i18n/text.tsx"

export function DetailRow({
  label,
  children,
  value,
}: {
  readonly label: string
  readonly children: ReactNode
  readonly value?: "break" | "copyable"
}) {
  const { t } = useText()
  return (
    <div className="detail-row">
      <dt>{t(label)}</dt>
      <dd className={value}>{children}</dd>
    </div>
  )
}
