// The header's menu button and the side panel it opens, over the session chart.
import { useQuery } from "@tanstack/react-query"
import { useNavigate, useRouteContext } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useState } from "react"
import { accountLabels } from "../../schema/labels.ts"
import { catalogQueries } from "../queries.ts"

// The panel and its dialogs load when first opened: the first screen does not wait for them.
const SidePanel = lazy(() => import("./SidePanel.tsx").then((m) => ({ default: m.SidePanel })))
const PastOrdersModal = lazy(() => import("./PastOrdersModal.tsx").then((m) => ({ default: m.PastOrdersModal })))

export function AccountMenu() {
  const { session, runtime, account } = useRouteContext({ from: "__root__" })
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [ordersOpen, setOrdersOpen] = useState(false)
  const user = useSelector(session, (s) => s.context.user)
  const countries = useQuery({ ...catalogQueries(runtime).countries, enabled: open && user !== undefined })
  const country = countries.data?.find((c) => c.countryIsoCode === user?.countryIsoCode)
  return (
    <>
      {/* A native button: the first screen need not load react-aria for it. */}
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={accountLabels.menu}
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
              user={user}
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
              onUserChanged={(next) => session.send({ type: "session.userChanged", user: next })}
            />
            <PastOrdersModal isOpen={ordersOpen} onClose={() => setOrdersOpen(false)} source={account} />
          </>
        )}
      </Suspense>
    </>
  )
}
