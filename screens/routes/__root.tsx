import { useQuery } from "@tanstack/react-query"
import { createRootRouteWithContext, Outlet, redirect, useRouterState } from "@tanstack/react-router"
import { AppShell } from "../AppShell.tsx"
import { catalogQueries } from "../queries.ts"
import type { RouterContext } from "../router.ts"
import { widgetQueryOf } from "../searchParams.ts"
import { ErrorScreen } from "../shell/ErrorScreen.tsx"
import { IgnoredUrlsNotice } from "../shell/IgnoredUrlsNotice.tsx"
import { NotFoundPage } from "../shell/NotFoundPage.tsx"
import { RefusedParametersNotice } from "../shell/RefusedParametersNotice.tsx"
import { WidgetFrame } from "../shell/WidgetFrame.tsx"

export const Route = createRootRouteWithContext<RouterContext>()({
  // An outside URL the page's integrator did not register leaves the address before any screen reads it.
  // Then the router reads the configuration of the address once, for every route: `query` of the route context.
  // (Not validateSearch: the router writes what it returns back into the address, which keeps the link as written.)
  beforeLoad: async ({ context, location, search }) => {
    await context.embedding.ready
    const refused: ReadonlyArray<string> = context.embedding.refusedIn(location.searchStr)
    if (refused.length === 0) return { query: widgetQueryOf(search) }
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

/** The amount steps whose journey names refused parameters in its own notice beside Next (issue 16). */
const journeyNamesRefused: ReadonlyArray<string> = ["/", "/offramp/"]

function Root() {
  const { runtime, environment, embedding, query } = Route.useRouteContext()
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId })
  // Where the visitor is and what is switched on decide the first screen (spec 1 §4 country choice).
  useQuery(catalogQueries(runtime).ipInfo)
  useQuery(catalogQueries(runtime).activeFeatures)
  return (
    <AppShell runtime={runtime} telegram={environment.telegram}>
      <IgnoredUrlsNotice ignored={embedding.ignored()} />
      {!journeyNamesRefused.includes(routeId ?? "") && <RefusedParametersNotice refused={query.refused} />}
      <Outlet />
    </AppShell>
  )
}
