// Spec 1 §6: a guarded page sends a signed-out visitor to sign in; once signed in they come back to that page (the
// order they opened), not to the journey's start. The page is kept in the session area of the page's storage, as the
// sign-in e-mail is (./signInEmail.ts): the address of /auth stays the link's, and a reload of the code screen keeps it.
import { useEffect } from "react"
import { pageStorage } from "../../adapters/storage.ts"

const key = "pay-widget.guarded-return"

/** A path of this widget only: never another origin ("//host") or a scheme. */
const isOwnPath = (path: string) => /^\/(?!\/)[^\s:]*$/.test(path)

export const guardedReturn = {
  get: (): string | undefined => {
    const path = pageStorage().session.get(key)
    return path && isOwnPath(path) ? path : undefined
  },
  set: (path: string) => {
    if (isOwnPath(path)) pageStorage().session.set(key, path)
  },
  /** Back on the page: the way back is spent. */
  clear: () => pageStorage().session.remove(key),
}

/** A visitor who opens a journey's amount screen has left the guarded page for something new: signed in later, they
 * go on with that, not back to the order they left. */
export const useGuardedReturnSpentWhen = (onAmountScreen: boolean) =>
  useEffect(() => {
    if (onAmountScreen) guardedReturn.clear()
  }, [onAmountScreen])
