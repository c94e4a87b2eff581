// The catalogue the server wrote into the page (schema/firstScreenData.ts) goes into the query cache before anything
// asks, so the first screen does not call for countries, assets, features or the location (issue 17). A page without
// the block (another path than `/`, maintenance, a restricted country) or with one that does not decode changes
// nothing: the queries ask as before.
import type { QueryClient } from "@tanstack/react-query"
import { Option, Schema } from "effect"
import { FirstScreenData, firstScreenDataId } from "../../schema/firstScreenData.ts"
import type { catalogQueries } from "../queries.ts"

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The page's data, decoded as its calls' answers are; none when missing or not what the contract says. */
export const readFirstScreenData = (page: Pick<Document, "getElementById">): FirstScreenData | undefined => {
  const text = page.getElementById(firstScreenDataId)?.textContent
  if (!text) return undefined
  return Option.getOrUndefined(Schema.decodeUnknownOption(FirstScreenData)(parse(text)))
}

export const seedFirstScreenData = (
  queryClient: QueryClient,
  queries: ReturnType<typeof catalogQueries>,
  page: Pick<Document, "getElementById">,
) => {
  const data = readFirstScreenData(page)
  if (!data) return
  queryClient.setQueryData(queries.countries.queryKey, data.countries)
  queryClient.setQueryData(queries.assets.queryKey, data.blockchainAssets)
  queryClient.setQueryData(queries.activeFeatures.queryKey, data.activeFeatures)
  queryClient.setQueryData(queries.ipInfo.queryKey, data.location)
}
