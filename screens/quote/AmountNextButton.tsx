// An amount step's Next button, labelled with where it leads. Enabled when the journey's chart takes `next`: its
// guard applies the shared rule (schema/amountStepRules.ts: an offer, and an amount that breaks no rule).
import { Button } from "../ui/Button.tsx"

type Next = { readonly type: "next" }

export function AmountNextButton({
  label,
  snapshot,
  send,
  main,
}: {
  readonly label: string
  /** The journey's snapshot, asked whether it takes `next`. */
  readonly snapshot: { can(event: Next): boolean }
  /** Absent: the button submits its form, which sends `next`. */
  readonly send?: (event: Next) => void
  readonly main?: boolean
}) {
  const enabled = snapshot.can({ type: "next" })
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
