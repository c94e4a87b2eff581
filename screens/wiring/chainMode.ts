// Which chains the server's orders are on, for block-explorer links: asked once per page load and kept.
import { queryOptions } from "@tanstack/react-query"
import { loadChainMode } from "../../adapters/chainMode.ts"

export const chainModeQuery = queryOptions({
  queryKey: ["chainMode"],
  queryFn: () => loadChainMode(window.location.origin),
  staleTime: Number.POSITIVE_INFINITY,
})
