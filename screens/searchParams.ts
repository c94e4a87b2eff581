// How the router reads and writes the query string. TanStack's default JSON-parses every value that parses, so a
// Stellar memo "12345678901234567890" reached the widget as 12345678901234567000, and a text such as a button's
// "\"Done\"" lost its quotes. Here a value is text, except JSON objects and arrays (requiredFields): numbers and
// booleans are still read as such only where their text comes back unchanged (TanStack's own decoding), so every
// value reaches schema/config.ts exactly as the integrator wrote it.
import { parseSearchWith, stringifySearchWith } from "@tanstack/react-router"
import { type QueryReading, readQueryConfig } from "../schema/config.ts"

const objectOrArray = (text: string): unknown => {
  if (!text.startsWith("{") && !text.startsWith("[")) throw new Error("a text value, kept as written")
  return JSON.parse(text)
}

export const parseSearch = parseSearchWith(objectOrArray)
/** Objects as JSON, everything else as its text (nothing quoted), which `parseSearch` reads back the same. */
export const stringifySearch = stringifySearchWith(JSON.stringify)

/** The query text an integrator wrote, back from the router's search object (which reads `false` and `0` as a
 * boolean and a number, and JSON as objects), for the one reading of the configuration (schema/config.ts). */
export const queryOf = (search: Readonly<Record<string, unknown>>): string =>
  new URLSearchParams(
    Object.entries(search).flatMap(([key, value]) =>
      value === undefined
        ? []
        : [[key, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)]],
    ),
  ).toString()

let lastReading: { readonly query: string; readonly reading: QueryReading } | undefined
/** The configuration of the address, read once per address (the root route's context `query`): the same reading
 * object while the address does not change, so a page may keep it as a React dependency. */
export const widgetQueryOf = (search: Readonly<Record<string, unknown>>): QueryReading => {
  const query = queryOf(search)
  if (lastReading?.query !== query) lastReading = { query, reading: readQueryConfig(query) }
  return lastReading.reading
}
