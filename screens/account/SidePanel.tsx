// The side panel (spec 1 §1, §2): avatar, username, e-mail or phone, country flag, past orders, log out, and the
// help center, terms and privacy links.
import { useState } from "react"
import type { User } from "../../schema/auth.ts"
import type { Country } from "../../schema/catalog.ts"
import { accountLabels } from "../../schema/labels.ts"
import { type Language, languageLabels, languageNames, languages } from "../../schema/languages.ts"
import { links } from "../../schema/links.ts"
import { useText } from "../i18n/text.tsx"
import { Button } from "../ui/Button.tsx"
import { Modal } from "../ui/Modal.tsx"
import { ChangeAvatarModal } from "./ChangeAvatarModal.tsx"
import { ChangeUsernameModal, type UsernameActions } from "./ChangeUsernameModal.tsx"

export interface SidePanelProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly user: User | undefined
  readonly country: Country | undefined
  readonly onSignIn: () => void
  readonly onLogout: () => void
  readonly onPastOrders: () => void
  readonly uploadAvatar: (file: File) => Promise<User>
  readonly usernameActions: UsernameActions
  readonly onUserChanged: (user: User) => void
}

export function SidePanel(props: SidePanelProps) {
  const { isOpen, onClose, user, country } = props
  // The account's own dialogs open over the panel, which steps aside meanwhile.
  const [changing, setChanging] = useState<"username" | "avatar" | undefined>(undefined)
  const { t, language, choose } = useText()
  const canEditUsername = user !== undefined && (!user.usernameChanged || user.isAmbassador)
  return (
    <>
      <Modal title={accountLabels.account} isOpen={isOpen && changing === undefined} onClose={onClose} side>
        {user ? (
          <div className="account">
            <div className="account-head">
              <button
                type="button"
                className="avatar"
                aria-label={t(accountLabels.changeAvatar)}
                onClick={() => setChanging("avatar")}
              >
                {user.avatar ? (
                  <img src={user.avatar} alt="" />
                ) : (
                  <span aria-hidden="true">{(user.username ?? user.email ?? "?")[0]?.toUpperCase()}</span>
                )}
              </button>
              <div className="account-who">
                <div className="account-name">
                  <span>{user.username ?? t(accountLabels.noUsername)}</span>
                  {canEditUsername && (
                    <Button
                      className="icon-button"
                      aria-label={accountLabels.editUsername}
                      onPress={() => setChanging("username")}
                    >
                      ✎
                    </Button>
                  )}
                </div>
                <div className="account-contact">{user.email ?? user.phoneNumber}</div>
              </div>
              {country && <img className="flag" src={country.icon} alt={country.name} width={24} height={16} />}
            </div>
            <Button className="menu-item" onPress={props.onPastOrders}>
              {accountLabels.pastOrders}
            </Button>
            <Button className="menu-item" onPress={props.onLogout}>
              {accountLabels.logOut}
            </Button>
          </div>
        ) : (
          <Button block onPress={props.onSignIn}>
            {accountLabels.signIn}
          </Button>
        )}
        {/* The language the widget speaks; the choice is remembered on this device (issue 19). */}
        <label className="field language-menu">
          <span className="field-label">{t(languageLabels.menu)}</span>
          <select className="field-input" value={language} onChange={(event) => choose(event.target.value as Language)}>
            {languages.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageNames[l]}
              </option>
            ))}
          </select>
        </label>
        <nav className="menu-links" aria-label="Help">
          <a href={links.helpCenter} target="_blank" rel="noreferrer">
            {t(accountLabels.helpCenter)}
          </a>
          <a href={links.termsOfUse} target="_blank" rel="noreferrer">
            {t(accountLabels.termsOfUse)}
          </a>
          <a href={links.privacyPolicy} target="_blank" rel="noreferrer">
            {t(accountLabels.privacyPolicy)}
          </a>
        </nav>
      </Modal>
      <ChangeUsernameModal
        isOpen={changing === "username"}
        onClose={() => setChanging(undefined)}
        actions={props.usernameActions}
        onChanged={props.onUserChanged}
      />
      {user && (
        <ChangeAvatarModal
          isOpen={changing === "avatar"}
          onClose={() => setChanging(undefined)}
          user={user}
          upload={props.uploadAvatar}
          onChanged={props.onUserChanged}
        />
      )}
    </>
  )
}
