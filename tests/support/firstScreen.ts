// What the first screen loads in a real browser: every script and style sheet, its size on the wire (as the
// server compresses it), and the source modules it was built from (read from the build's source maps).
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page, Response } from "@playwright/test"
import { screenTitles } from "../../schema/labels.ts"
import { widgetDir } from "./firstScreenFiles.ts"

export interface LoadedFile {
  readonly path: string
  readonly kind: "js" | "css"
  readonly wireBytes: number
  /** The modules it was built from, or undefined when the build wrote no source map for it. */
  readonly sources: ReadonlyArray<string> | undefined
}

const sourcesOf = (path: string): ReadonlyArray<string> | undefined => {
  const map = join(widgetDir, `${path}.map`)
  return existsSync(map) ? (JSON.parse(readFileSync(map, "utf8")) as { sources: Array<string> }).sources : undefined
}

export const loadFirstScreen = async (page: Page, url: string): Promise<ReadonlyArray<LoadedFile>> => {
  const loaded: Array<Promise<LoadedFile>> = []
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname
    const kind = path.endsWith(".js") ? "js" : path.endsWith(".css") ? "css" : undefined
    if (!kind) return
    loaded.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ path, kind, wireBytes: sizes.responseBodySize, sources: sourcesOf(path) })),
    )
  }
  page.on("response", onResponse)
  // Not only until the network is idle: on a busy machine the entry runs longer than the 500 ms that counts as idle,
  // and the route's chunks, asked after it ran, were left out. The amount screen's heading comes with those chunks.
  // What loads after it (the monitoring module, the later steps fetched ahead once the offer is in) is not counted.
  await page.goto(url)
  await page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }).waitFor()
  page.off("response", onResponse)
  await page.waitForLoadState("networkidle")
  return Promise.all(loaded)
}

/** Wallet libraries load when a wallet is needed, never with the first screen. */
export const walletLibraries =
  /node_modules\/(wagmi|viem|@wagmi|@walletconnect|@reown|@coinbase|@metamask|@solana|@solana-program|@wallet-standard)\//

export interface ApiCalls {
  /** Calls the page had started when the amount screen's heading showed. */
  readonly beforeAmount: ReadonlyArray<string>
  /** Every call until the screen settled, in order. */
  readonly all: ReadonlyArray<string>
}

/** The API calls (method and path, query left out) the amount screen makes, counted until its heading shows, then
 * for `settleMs` more (well inside the offer's 30 s refresh, so no call in that time is due to be repeated). */
export const firstScreenApiCalls = async (page: Page, url: string, settleMs = 5000): Promise<ApiCalls> => {
  const all: Array<string> = []
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith("/api/")) all.push(`${request.method()} ${path}`)
  })
  await page.goto(url)
  await page.getByRole("heading", { level: 1, name: screenTitles.onrampAmount }).waitFor()
  const beforeAmount = [...all]
  await page.waitForTimeout(settleMs)
  return { beforeAmount, all }
}
