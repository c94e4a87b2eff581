// The forgot-password modal (spec 1 §2): EMAIL, VERIFY, PASSWORD, over the password-reset chart (a child of
// the sign-in chart).
import { useSelector } from "@xstate/react"
import type { ActorRefFrom, SnapshotFrom } from "xstate"
import type { loginMachine } from "../../machines/login.ts"
import type { passwordResetMachine } from "../../machines/passwordReset.ts"
import { accountLabels } from "../../schema/labels.ts"
import { Button } from "../ui/Button.tsx"
import { CodeInput } from "../ui/CodeInput.tsx"
import { Modal } from "../ui/Modal.tsx"
import { TextField } from "../ui/TextField.tsx"

type ResetActor = ActorRefFrom<typeof passwordResetMachine>

export function ForgotPasswordModal({
  snapshot,
  onClose,
}: {
  readonly snapshot: SnapshotFrom<typeof loginMachine>
  readonly onClose: () => void
}) {
  const reset = snapshot.children.passwordReset as ResetActor | undefined
  return (
    <Modal
      title={accountLabels.resetTitle}
      isOpen={reset !== undefined}
      onClose={() => (reset ? reset.send({ type: "close" }) : onClose())}
    >
      {reset && <ResetSteps reset={reset} />}
    </Modal>
  )
}

function ResetSteps({ reset }: { readonly reset: ResetActor }) {
  const snapshot = useSelector(reset, (s) => s)
  const { context } = snapshot
  const send = reset.send
  const busy = snapshot.hasTag("loading")
  const submit = (type: "email.submit" | "code.submit" | "password.submit") => (event: React.FormEvent) => {
    event.preventDefault()
    send({ type })
  }
  if (snapshot.matches("EMAIL") || snapshot.matches("requesting")) {
    return (
      <form key="email" className="form" noValidate onSubmit={submit("email.submit")}>
        <TextField
          label={accountLabels.email}
          type="email"
          autoComplete="email"
          value={context.email}
          onChange={(value) => send({ type: "email.change", value })}
          errorMessage={context.error}
          isDisabled={busy}
        />
        <Button type="submit" block isPending={busy} isDisabled={busy}>
          {accountLabels.sendCode}
        </Button>
      </form>
    )
  }
  if (snapshot.matches("VERIFY") || snapshot.matches("verifying")) {
    return (
      <form key="code" className="form" noValidate onSubmit={submit("code.submit")}>
        <CodeInput
          label={accountLabels.resetCodeSent(context.email)}
          length={context.codeLength}
          value={context.code}
          onChange={(value) => send({ type: "code.change", value })}
          errorMessage={context.error}
          isDisabled={busy}
        />
        <Button type="submit" block isPending={busy} isDisabled={busy}>
          {accountLabels.verify}
        </Button>
        <Button className="link-button" onPress={() => send({ type: "code.resend" })} isDisabled={busy}>
          {accountLabels.sendAgain}
        </Button>
      </form>
    )
  }
  return (
    <form key="password" className="form" noValidate onSubmit={submit("password.submit")}>
      <TextField
        label={accountLabels.newPassword}
        type="password"
        autoComplete="new-password"
        description={accountLabels.passwordRules}
        value={context.password}
        onChange={(value) => send({ type: "password.change", value })}
        isDisabled={busy}
      />
      <TextField
        label={accountLabels.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={context.confirmation}
        onChange={(value) => send({ type: "confirmation.change", value })}
        errorMessage={context.error}
        isDisabled={busy}
      />
      <Button type="submit" block isPending={busy} isDisabled={busy}>
        {accountLabels.changePassword}
      </Button>
    </form>
  )
}
