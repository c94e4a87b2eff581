// The widget's hashed files go out precompressed (issue 17): the brotli or gzip copy written at build time, chosen by
// Accept-Encoding and sent byte for byte, with Vary, an ETag per copy (304 on a repeat) and a year's cache.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { rawGet, serverForThisFile } from "../support/server.ts"

// A built widget of one page and one script, with the copies the build writes beside it.
const widgetDir = mkdtempSync(join(tmpdir(), "widget-"))
mkdirSync(join(widgetDir, "assets"))
writeFileSync(join(widgetDir, "index.html"), "<!doctype html><title>Pay widget</title>")
const script = Buffer.from(`export const greeting = ${JSON.stringify("Buy crypto ".repeat(400))}\n`)
const copies = { br: brotliCompressSync(script), gzip: gzipSync(script) }
writeFileSync(join(widgetDir, "assets", "main-Ab12Cd34.js"), script)
writeFileSync(join(widgetDir, "assets", "main-Ab12Cd34.js.br"), copies.br)
writeFileSync(join(widgetDir, "assets", "main-Ab12Cd34.js.gz"), copies.gzip)
// The build's prerender of the amount screen, which the server runs to paint `/` (server/http/amountShell.ts).
mkdirSync(join(widgetDir, "prerender"))
const prerender = "export const renderAmountShell = async () => '<p>Amount</p>' // the server's own module\n"
writeFileSync(join(widgetDir, "prerender", "amountShell.js"), prerender)
const server = serverForThisFile({ widgetDir })

/** A GET whose body is read as it came over the wire (fetch would decode it). */
const get = (path: string, headers: Record<string, string>) => rawGet(server, path, headers)

const scriptPath = "/assets/main-Ab12Cd34.js"

describe("hashed files", () => {
  it("go out as the brotli copy to a browser that accepts brotli, the copy's bytes as written", async () => {
    const answer = await get(scriptPath, { "accept-encoding": "gzip, deflate, br, zstd" })
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.bytes.equals(copies.br)).toBe(true)
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(answer.headers.vary?.toLowerCase()).toContain("accept-encoding")
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  it("go out as the gzip copy to a client that takes gzip only, and as the file itself to one that takes neither", async () => {
    const gzipped = await get(scriptPath, { "accept-encoding": "gzip" })
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(gzipped.bytes.equals(copies.gzip)).toBe(true)
    const refused = await get(scriptPath, { "accept-encoding": "br;q=0, gzip;q=0" })
    expect(refused.headers["content-encoding"]).toBeUndefined()
    expect(refused.bytes.equals(script)).toBe(true)
    expect(refused.headers.vary?.toLowerCase()).toContain("accept-encoding")
  })

  it("answer 304 to a client holding the same copy, and the copy to one holding another", async () => {
    const brotli = await get(scriptPath, { "accept-encoding": "br" })
    const gzipped = await get(scriptPath, { "accept-encoding": "gzip" })
    const brotliTag = brotli.headers.etag ?? ""
    expect(brotliTag).toMatch(/^"/)
    expect(gzipped.headers.etag).not.toBe(brotliTag)
    const repeat = await get(scriptPath, { "accept-encoding": "br", "if-none-match": brotliTag })
    expect(repeat.status).toBe(304)
    expect(repeat.bytes.length).toBe(0)
    const other = await get(scriptPath, { "accept-encoding": "gzip", "if-none-match": brotliTag })
    expect(other.status).toBe(200)
    expect(other.bytes.equals(copies.gzip)).toBe(true)
  })

  it("name nothing outside the assets folder", async () => {
    expect((await get("/assets/missing-00000000.js", {})).status).toBe(404)
    expect((await get("/assets/..%2Findex.html", {})).status).toBe(404)
    expect((await get("/assets/.hidden", {})).status).toBe(404)
  })
})

describe("the prerender the server runs", () => {
  it("is not served: it is the server's module, not the page's", async () => {
    for (const path of ["/prerender/amountShell.js", "/prerender/", "/prerender/../prerender/amountShell.js"]) {
      const answer = await get(path, {})
      expect(answer.status, path).toBe(404)
      expect(answer.bytes.toString("utf8"), path).not.toContain("renderAmountShell")
    }
  })
})
