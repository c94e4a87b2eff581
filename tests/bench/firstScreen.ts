// The JavaScript and CSS the first screen loads, compressed as the server sends them (what a slow network pays).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import type { Browser } from "@playwright/test"
import { makeTestDatabase } from "../support/database.ts"
import { firstScreenApiCalls, loadFirstScreen, walletLibraries } from "../support/firstScreen.ts"
import { widgetDir } from "../support/firstScreenFiles.ts"
import { startTestServer } from "../support/server.ts"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export const firstScreenFigures = async (browser: Browser) => {
  const database = await makeTestDatabase()
  const server = await startTestServer(database)
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    const files = await loadFirstScreen(page, `${server.url}/`)
    console.log("first screen (/): files loaded, size on the wire (server compression), gzip -9, brotli")
    const totals = { js: [0, 0, 0], css: [0, 0, 0] }
    for (const file of files) {
      const raw = readFileSync(join(widgetDir, file.path))
      const figures = [file.wireBytes, gzipSync(raw, { level: 9 }).length, brotliCompressSync(raw).length]
      figures.forEach((value, i) => {
        totals[file.kind][i] = (totals[file.kind][i] ?? 0) + value
      })
      console.log(`  ${file.path.padEnd(40)} ${figures.map(kb).join("  ")}`)
    }
    for (const kind of ["js", "css"] as const) {
      console.log(`  total ${kind.padEnd(34)} ${totals[kind].map(kb).join("  ")}`)
    }
    const wallet = files.flatMap((f) => (f.sources ?? []).filter((s) => walletLibraries.test(s)))
    console.log(`  wallet library modules in the first screen: ${wallet.length}`)
    const calls = await firstScreenApiCalls(await browser.newPage(), `${server.url}/`)
    console.log(
      `  API calls before the amount screen paints: ${calls.beforeAmount.length}; until settled (5 s): ${calls.all.length}`,
    )
    for (const call of calls.all) console.log(`    ${call}`)
  } finally {
    await server.stop()
    await database.drop()
  }
}
