// Log in with password (spec 1 §2): e-mail and password, and the way to the forgot-password modal.
import type { SnapshotFrom } from "xstate"
import type { LoginEvent, loginMachine } from "../../machines/login.ts"
import { accountLabels } from "../../schema/labels.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import { TextField } from "../ui/TextField.tsx"

export function PasswordModal({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof loginMachine>
  readonly send: (event: LoginEvent) => void
}) {
  const open = snapshot.matches("password") || snapshot.matches("loggingIn")
  const busy = snapshot.hasTag("loading")
  const { context } = snapshot
  return (
    <Modal title={accountLabels.logInWithPassword} isOpen={open} onClose={() => send({ type: "password.close" })}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "password.submit" })
        }}
      >
        <TextField
          label={accountLabels.email}
          type="email"
          autoComplete="username"
          value={context.email}
          onChange={(value) => send({ type: "email.change", value })}
          isDisabled={busy}
        />
        <TextField
          label={accountLabels.password}
          type="password"
          autoComplete="current-password"
          value={context.password}
          onChange={(value) => send({ type: "password.change", value })}
          errorMessage={context.error}
          isDisabled={busy}
        />
        <Button type="submit" block isPending={busy} isDisabled={busy}>
          {accountLabels.logIn}
        </Button>
      </form>
      <Button className="link-button" onPress={() => send({ type: "forgot.open" })} isDisabled={busy}>
        {accountLabels.forgotPassword}
      </Button>
    </Modal>
  )
}
