import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { routerGeneratorOptions } from "./scripts/routerConfig.ts"

const apiServer = `http://127.0.0.1:${process.env.PORT ?? 8080}`

export default defineConfig({
  plugins: [tanstackRouter(routerGeneratorOptions), react()],
  build: { outDir: "dist", target: "es2022", sourcemap: true },
  // `npm run dev` serves the widget with hot reload and forwards API calls and the sandbox pages to a running server.
  server: { proxy: { "/api": apiServer, "/sandbox": apiServer } },
})
