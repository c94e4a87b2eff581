// An amount step's Next button, labelled with where it leads. Enabled when the journey's chart takes `next` (the
// offer is in) and, by the shared rule (schema/amountStepRules.ts), the amount breaks no rule.
import { amountNextEnabled } from "../../schema/amountStepRules.ts"
import { Button } from "../ui/Button.tsx"

type Next = { readonly type: "next" }

export function AmountNextButton({
  label,
  snapshot,
  offer,
  amountProblem,
  send,
  main,
}: {
  readonly label: string
  /** The journey's snapshot, asked whether it takes `next`. */
  readonly snapshot: { can(event: Next): boolean }
  readonly offer: unknown
  readonly amountProblem?: string | undefined
  /** Absent: the button submits its form, which sends `next`. */
  readonly send?: (event: Next) => void
  readonly main?: boolean
}) {
  const enabled = snapshot.can({ type: "next" }) && amountNextEnabled({ offer, amountProblem })
  return (
    <Button
      main={main}
      block
      type={send ? "button" : "submit"}
      onPress={send && (() => send({ type: "next" }))}
      isDisabled={!enabled}
    >
      {label}
    </Button>
  )
}
