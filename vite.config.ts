import { readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { routerGeneratorOptions } from "./scripts/routerConfig.ts"

const apiServer = `http://127.0.0.1:${process.env.PORT ?? 8080}`

/** Writes a brotli (best) and a gzip copy beside each built JS and CSS file, which the server sends as they are
 * (server/http/assets.ts): compressing once at build time affords brotli's slowest, smallest setting. */
const precompress = (): Plugin => ({
  name: "precompress",
  apply: "build",
  async writeBundle(options) {
    const assets = join(options.dir ?? "dist", "assets")
    const files = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name))
    await Promise.all(
      files.map(async (name) => {
        const file = join(assets, name)
        const raw = await readFile(file)
        const brotli = promisify(brotliCompress)(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
        await writeFile(`${file}.br`, await brotli)
        await writeFile(`${file}.gz`, await promisify(gzip)(raw, { level: 9 }))
      }),
    )
  },
})

export default defineConfig({
  plugins: [tanstackRouter(routerGeneratorOptions), react(), precompress()],
  build: { outDir: "dist", target: "es2022", sourcemap: true, manifest: true },
  // `npm run dev` serves the widget with hot reload and forwards API calls and the sandbox pages to a running server.
  server: { proxy: { "/api": apiServer, "/sandbox": apiServer } },
})
