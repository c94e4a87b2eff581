import { useQuery } from "@tanstack/react-query"
import { createRootRouteWithContext, Outlet, redirect } from "@tanstack/react-router"
import { AppShell } from "../AppShell.tsx"
import { catalogQueries } from "../queries.ts"
import type { RouterContext } from "../router.ts"
import { ErrorScreen } from "../shell/ErrorScreen.tsx"
import { IgnoredUrlsNotice } from "../shell/IgnoredUrlsNotice.tsx"
import { NotFoundPage } from "../shell/NotFoundPage.tsx"
import { WidgetFrame } from "../shell/WidgetFrame.tsx"

export const Route = createRootRouteWithContext<RouterContext>()({
  // An outside URL the page's integrator did not register leaves the address before any screen reads it.
  beforeLoad: async ({ context, location }) => {
    await context.embedding.ready
    const refused: ReadonlyArray<string> = context.embedding.refusedIn(location.searchStr)
    if (refused.length === 0) return
    throw redirect({
      to: location.pathname as never,
      search: Object.fromEntries(
        Object.entries(location.search as Record<string, unknown>).filter(([key]) => !refused.includes(key)),
      ) as never,
      replace: true,
    })
  },
  component: Root,
  errorComponent: () => (
    <WidgetFrame>
      <ErrorScreen />
    </WidgetFrame>
  ),
  notFoundComponent: NotFoundPage,
})

function Root() {
  const { runtime, environment, embedding } = Route.useRouteContext()
  // Where the visitor is and what is switched on decide the first screen (spec 1 §4 country choice).
  useQuery(catalogQueries(runtime).ipInfo)
  useQuery(catalogQueries(runtime).activeFeatures)
  return (
    <AppShell runtime={runtime} telegram={environment.telegram}>
      <IgnoredUrlsNotice ignored={embedding.ignored()} />
      <Outlet />
    </AppShell>
  )
}
