// The first screen stays light: no wallet library is loaded until a wallet is needed.

import { loadFirstScreen, walletLibraries } from "../support/firstScreen.ts"
import { expect, test } from "./fixtures.ts"
import { widgetUrl } from "./widget.ts"

test("the first screen loads no wallet library", async ({ page }) => {
  const files = await loadFirstScreen(page, widgetUrl("/"))
  expect(files.some((file) => file.kind === "js")).toBe(true)
  // Source maps tell which modules each script holds; without them the check below would prove nothing. (The
  // bundler's own chunks, its runtime and Vite's preload helper for dynamic imports, under 2 KB each, hold
  // no module of ours or of a library and have no map.)
  const bundlerRuntime = /\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/
  expect(
    files.filter((file) => file.kind === "js" && file.sources === undefined && !bundlerRuntime.test(file.path)),
  ).toEqual([])
  expect(files.some((file) => file.sources?.some((source) => source.includes("screens/")))).toBe(true)
  const walletModules = files.flatMap((file) => (file.sources ?? []).filter((source) => walletLibraries.test(source)))
  expect(walletModules).toEqual([])
})
