// A list of past orders read page by page (spec 1 §7 and spec 2 §7 list calls): the query's page and limit, clamped
// to what the server serves, and the page the caller gets, with the numbers of the pages before and after it.
import { pastOrdersPageSize } from "../../schema/onrampModels.ts"

/** The page asked for (from 1) and how many items it holds (1 to 100; the widget's page size when not given). */
export const pageAsked = (query: { readonly limit?: number | undefined; readonly page?: number | undefined }) => ({
  limit: Math.min(Math.max(Math.trunc(query.limit ?? pastOrdersPageSize), 1), 100),
  page: Math.max(Math.trunc(query.page ?? 1), 1),
})

/** The page's items, and the next and previous pages' numbers (null where there is none). */
export const pageOf = <Item>(
  asked: { readonly page: number; readonly limit: number },
  read: { readonly docs: ReadonlyArray<Item>; readonly total: number },
) => ({
  docs: read.docs,
  nextPage: asked.page * asked.limit < read.total ? asked.page + 1 : null,
  prevPage: asked.page > 1 ? asked.page - 1 : null,
})
