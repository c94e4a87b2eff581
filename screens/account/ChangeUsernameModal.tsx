// Change username (spec 1 §2, §5, §8): validation shows once the field was edited, the button waits for a valid
// name, 'suggest a username' fills one in, and toasts tell how it went.
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import type { User } from "../../schema/auth.ts"
import { accountLabels } from "../../schema/labels.ts"
import { errors, success } from "../../schema/messages.ts"
import { checkUsername } from "../../schema/validation.ts"
import { errorText } from "../format.ts"
import { showToast } from "../toasts.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import { TextField } from "../ui/TextField.tsx"

export interface UsernameActions {
  readonly change: (username: string) => Promise<User>
  readonly suggest: () => Promise<string>
}

export function ChangeUsernameModal({
  isOpen,
  onClose,
  actions,
  onChanged,
}: {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly actions: UsernameActions
  readonly onChanged: (user: User) => void
}) {
  const [username, setUsername] = useState("")
  const [edited, setEdited] = useState(false)
  const problem = checkUsername(username)
  const change = useMutation({
    mutationFn: actions.change,
    onSuccess: (user) => {
      showToast("success", success.usernameChanged)
      onChanged(user)
      onClose()
    },
    onError: (error) => showToast("error", errors.failedToChangeUsername(errorText(error))),
  })
  const suggest = useMutation({
    mutationFn: actions.suggest,
    onSuccess: (suggested) => {
      setUsername(suggested)
      setEdited(true)
    },
    onError: (error) => showToast("error", errors.failedToSuggestUsername(errorText(error))),
  })
  return (
    <Modal title={accountLabels.changeUsername} isOpen={isOpen} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!problem) change.mutate(username)
        }}
      >
        <TextField
          label={accountLabels.newUsername}
          value={username}
          autoComplete="username"
          onChange={(value) => {
            setUsername(value)
            setEdited(true)
          }}
          errorMessage={edited ? problem : undefined}
          isDisabled={change.isPending}
        />
        <Button className="link-button" onPress={() => suggest.mutate()} isDisabled={suggest.isPending}>
          {accountLabels.suggestUsername}
        </Button>
        <Button type="submit" block isDisabled={problem !== undefined || change.isPending} isPending={change.isPending}>
          {accountLabels.changeUsername}
        </Button>
      </form>
    </Modal>
  )
}
