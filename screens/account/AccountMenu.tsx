// The header's menu button and the side panel it opens, over the session chart.
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useNavigate, useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useState } from "react"
import { accountLabels } from "../../schema/labels.ts"
import { useText } from "../i18n/text.tsx"
import { catalogQueries } from "../queries.ts"

// The panel and its dialogs load when first opened: the first screen does not wait for them.
const SidePanel = lazy(() => import("./SidePanel.tsx").then((m) => ({ default: m.SidePanel })))
const PastOrdersModal = lazy(() => import("./PastOrdersModal.tsx").then((m) => ({ default: m.PastOrdersModal })))

export function AccountMenu() {
  const { t } = useText()
  const { session, runtime, account } = useRouteContext({ from: "__root__" })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [ordersOpen, setOrdersOpen] = useState(false)
  const user = useSelector(session, (s) => s.context.user)
  const countries = useQuery({ ...catalogQueries(runtime).countries, enabled: open && user !== undefined })
  // The panel shows the account as the profile call answers it (spec 1 §7), the session's user until then.
  const profile = useQuery({
    queryKey: ["profile", user?._id],
    queryFn: () => account.profile(),
    enabled: open && user !== undefined,
  })
  const shown = user && (profile.data ?? user)
  const country = countries.data?.find((c) => c.countryIsoCode === shown?.countryIsoCode)
  return (
    <>
      {/* A native button: the first screen need not load react-aria for it. */}
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={t(accountLabels.menu)}
        onClick={() => setOpen(true)}
      >
        {user?.avatar ? <img src={user.avatar} alt="" className="menu-avatar" /> : <span aria-hidden="true">☰</span>}
      </button>
      <Suspense fallback={null}>
        {(open || ordersOpen) && (
          <>
            <SidePanel
              isOpen={open}
              onClose={() => setOpen(false)}
              user={shown}
              country={country}
              onSignIn={() => {
                setOpen(false)
                void navigate({ to: "/auth", search: (search) => search })
              }}
              onLogout={() => {
                session.send({ type: "session.logout" })
                setOpen(false)
              }}
              onPastOrders={() => {
                setOpen(false)
                setOrdersOpen(true)
              }}
              uploadAvatar={account.uploadAvatar}
              usernameActions={{ change: account.change, suggest: account.suggest }}
              onUserChanged={(next) => {
                queryClient.setQueryData(["profile", next._id], next)
                session.send({ type: "session.userChanged", user: next })
              }}
            />
            <PastOrdersModal isOpen={ordersOpen} onClose={() => setOrdersOpen(false)} source={account} />
          </>
        )}
      </Suspense>
    </>
  )
}
