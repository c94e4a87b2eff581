// The two amount fields of a ramp's amount step (spec 1 §2, spec 2 §2): You Pay and You Receive, one in local money
// and one in crypto. The side typed in last holds the amount and shows what is wrong with it; the other shows the
// offer's counterpart. Both are read-only when the integrator froze the amount.
import { TextField } from "../ui/TextField.tsx"

export type AmountSide = "local" | "crypto"

export interface AmountSides {
  readonly typedIn: AmountSide
  readonly problem: string | undefined
  readonly frozen: boolean
  readonly onType: (side: AmountSide, value: string) => void
}

export function AmountField({
  sides,
  side,
  label,
  value,
  wholeNumbers,
}: {
  readonly sides: AmountSides
  readonly side: AmountSide
  /** With its unit, e.g. "You Pay (KES)". */
  readonly label: string
  readonly value: string
  readonly wholeNumbers?: boolean
}) {
  return (
    <TextField
      label={label}
      inputMode={wholeNumbers ? "numeric" : "decimal"}
      value={value}
      onChange={(typed) => sides.onType(side, typed)}
      isReadOnly={sides.frozen}
      errorMessage={sides.typedIn === side ? sides.problem : undefined}
    />
  )
}
