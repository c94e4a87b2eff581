// Change avatar (spec 1 §2 "Modals and small elements"): a dialog that shows the picture chosen before it is sent,
// and Save; toasts tell how it went.
import { useMutation } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import type { User } from "../../schema/auth.ts"
import { accountLabels } from "../../schema/labels.ts"
import { errorText } from "../format.ts"
import { useText } from "../i18n/text.tsx"
import { showToast } from "../toasts.ts"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"

export function ChangeAvatarModal({
  isOpen,
  onClose,
  user,
  upload,
  onChanged,
}: {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly user: User
  readonly upload: (file: File) => Promise<User>
  readonly onChanged: (user: User) => void
}) {
  const { t } = useText()
  const [file, setFile] = useState<File | undefined>(undefined)
  const [preview, setPreview] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!file) return setPreview(undefined)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const close = () => {
    setFile(undefined)
    onClose()
  }
  const save = useMutation({
    mutationFn: upload,
    onSuccess: (next) => {
      showToast("success", accountLabels.avatarChanged)
      onChanged(next)
      close()
    },
    onError: (error) => showToast("error", accountLabels.avatarFailed(errorText(error))),
  })
  const shown = preview ?? user.avatar ?? undefined
  return (
    <Modal title={accountLabels.changeAvatar} isOpen={isOpen} onClose={close}>
      <form
        className="form avatar-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (file) save.mutate(file)
        }}
      >
        <div className="avatar avatar-large" aria-hidden="true">
          {shown ? <img src={shown} alt="" /> : <span>{(user.username ?? user.email ?? "?")[0]?.toUpperCase()}</span>}
        </div>
        <label className="avatar-choose">
          <span className="link-button">{t(accountLabels.chooseAvatar)}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </label>
        <p className="field-description">{file ? file.name : t(accountLabels.avatarHint)}</p>
        <Button type="submit" block isDisabled={!file || save.isPending} isPending={save.isPending}>
          {accountLabels.saveAvatar}
        </Button>
      </form>
    </Modal>
  )
}
