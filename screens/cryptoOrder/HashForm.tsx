// The transaction hash of a payment made outside the widget, and the button that confirms the order with it: the
// manual payment on the pay screen, the correct hash of a transaction found invalid on the status screen.
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"

export function HashForm({
  label,
  submitLabel,
  hash,
  busy,
  errorMessage,
  send,
}: {
  readonly label: string
  readonly submitLabel: string
  readonly hash: string
  readonly busy: boolean
  readonly errorMessage?: string | undefined
  readonly send: (
    event: { readonly type: "hash.change"; readonly value: string } | { readonly type: "hash.submit" },
  ) => void
}) {
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "hash.submit" })
      }}
    >
      <TextField
        label={label}
        autoComplete="off"
        spellCheck="false"
        value={hash}
        onChange={(value) => send({ type: "hash.change", value })}
        isDisabled={busy}
        errorMessage={errorMessage}
      />
      <Button block type="submit" isDisabled={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
