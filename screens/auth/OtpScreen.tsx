// Otp (spec 1 §2, §5): one box per digit of the code mailed to the user, paste supported, and send again.
import type { SnapshotFrom } from "xstate"
import type { LoginEvent, loginMachine } from "../../machines/login.ts"
import { accountLabels, screenTitles } from "../../schema/labels.ts"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { CodeInput } from "../ui/CodeInput.tsx"

export function OtpScreen({
  snapshot,
  send,
}: {
  readonly snapshot: SnapshotFrom<typeof loginMachine>
  readonly send: (event: LoginEvent) => void
}) {
  const { context } = snapshot
  const busy = snapshot.hasTag("loading")
  const dead = snapshot.matches("codeDead")
  return (
    <Screen title={screenTitles.otp}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "code.submit" })
        }}
      >
        <CodeInput
          label={accountLabels.codeSentTo(context.email)}
          length={context.codeLength}
          value={context.code}
          onChange={(value) => send({ type: "code.change", value })}
          onComplete={() => send({ type: "code.submit" })}
          errorMessage={context.error}
          isDisabled={busy || dead}
        />
        <Button main type="submit" block isPending={busy} isDisabled={busy || dead}>
          {accountLabels.verify}
        </Button>
      </form>
      <div className="row-links">
        <Button className="link-button" onPress={() => send({ type: "code.resend" })} isDisabled={busy}>
          {accountLabels.sendAgain}
        </Button>
        <Button className="link-button" onPress={() => send({ type: "email.edit" })} isDisabled={busy}>
          {accountLabels.changeEmail}
        </Button>
      </div>
    </Screen>
  )
}
