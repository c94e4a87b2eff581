// The README's integration guide lists every configuration parameter the widget decodes (schema/config.ts), so an
// integrator never meets one the guide leaves out, and lists none the widget does not know.
import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { queryConfigKeys } from "../../schema/config.ts"

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8")
const table = readme.split("### 3. Configuration parameters")[1]?.split("### 4.")[0] ?? ""
const documented = new Set(
  table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "")),
)

it("documents every configuration parameter with an example, and no other", () => {
  const aliases = ["accessToken", "refreshToken"]
  expect([...documented].sort()).toEqual([...queryConfigKeys, ...aliases].sort())
  for (const line of table.split("\n").filter((l) => l.startsWith("| `")))
    expect(line.split("|")[2]?.trim(), line).not.toBe("")
})
