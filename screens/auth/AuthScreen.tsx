// Auth (spec 1 §2): the e-mail to send a code to, Log in with password, or Log out when signed in.
import type { SnapshotFrom } from "xstate"
import type { LoginEvent, loginMachine } from "../../machines/login.ts"
import type { User } from "../../schema/auth.ts"
import { accountLabels, screenTitles } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { Screen } from "../shell/Screen.tsx"
import { Button } from "../ui/Button.tsx"
import { TextField } from "../ui/TextField.tsx"
import { ForgotPasswordModal } from "./ForgotPasswordModal.tsx"
import { PasswordModal } from "./PasswordModal.tsx"

export interface AuthScreenProps {
  readonly snapshot: SnapshotFrom<typeof loginMachine>
  readonly send: (event: LoginEvent) => void
  readonly user: User | undefined
  readonly onLogout: () => void
  readonly onContinue: () => void
}

export function AuthScreen({ snapshot, send, user, onLogout, onContinue }: AuthScreenProps) {
  const { t } = useText()
  if (user) {
    return (
      <Screen title={screenTitles.auth}>
        <p>{t(accountLabels.signedInAs(user.email ?? user.phoneNumber ?? ""))}</p>
        <div className="actions">
          <Button main block onPress={onContinue}>
            {accountLabels.continue}
          </Button>
          <Button className="button button-secondary" block onPress={onLogout}>
            {accountLabels.logOut}
          </Button>
        </div>
      </Screen>
    )
  }
  const { context } = snapshot
  const busy = snapshot.hasTag("loading")
  const inEmail = snapshot.matches("email") || snapshot.matches("requestingCode")
  return (
    <Screen title={screenTitles.auth}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: "email.submit" })
        }}
      >
        <TextField
          label={accountLabels.email}
          type="email"
          autoComplete="email"
          placeholder={accountLabels.emailPlaceholder}
          value={context.email}
          onChange={(value) => send({ type: "email.change", value })}
          errorMessage={inEmail ? context.error : undefined}
          isDisabled={busy}
          autoFocus
        />
        <Button main type="submit" block isPending={busy} isDisabled={busy}>
          {accountLabels.sendCode}
        </Button>
      </form>
      <Button className="link-button" onPress={() => send({ type: "password.open" })} isDisabled={busy}>
        {accountLabels.logInWithPassword}
      </Button>
      <PasswordModal snapshot={snapshot} send={send} />
      <ForgotPasswordModal snapshot={snapshot} onClose={() => send({ type: "password.close" })} />
    </Screen>
  )
}
