// Lighthouse on the first screen (issue 17): LCP, FCP, TBT and CLS, medians of three runs, cold (empty cache) and warm
// (a second visit, the cache kept), with Lighthouse's mobile profile (simulated 150 ms, 1.6 Mbps, 4x CPU) and a harder
// one (300 ms, 1 Mbps, 6x CPU). Debian's Chromium, headless; the real server on a fresh database.
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { makeTestDatabase } from "../support/database.ts"
import { startTestServer } from "../support/server.ts"

const runs = 3
const metrics = [
  ["LCP", "largest-contentful-paint", "s"],
  ["FCP", "first-contentful-paint", "s"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
] as const

const profiles = [
  { name: "mobile (150 ms, 1.6 Mbps, 4x CPU)", throttling: undefined },
  {
    name: "harder (300 ms, 1 Mbps, 6x CPU)",
    throttling: { rttMs: 300, throughputKbps: 1000, cpuSlowdownMultiplier: 6 },
  },
] as const

type Figures = Record<(typeof metrics)[number][0], number>

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const show = (label: string, all: ReadonlyArray<Figures>) => {
  const parts = metrics.map(([name, , unit]) => {
    const value = median(all.map((figures) => figures[name]))
    const text =
      unit === "s" ? `${(value / 1000).toFixed(2)} s` : unit === "ms" ? `${value.toFixed(0)} ms` : value.toFixed(3)
    return `${name} ${text}`
  })
  console.log(`  ${label.padEnd(6)} ${parts.join("  ")}  (median of ${all.length})`)
}

export const lighthouseFigures = async (path = "/") => {
  const database = await makeTestDatabase()
  const server = await startTestServer(database)
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  const measure = async (throttling: object | undefined, warm: boolean): Promise<Figures> => {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      disableStorageReset: warm,
      ...(throttling ? { throttling } : {}),
    })
    const audits = result?.lhr.audits ?? {}
    return Object.fromEntries(
      metrics.map(([name, audit]) => [name, audits[audit]?.numericValue ?? Number.NaN]),
    ) as Figures
  }
  try {
    console.log(`Lighthouse, first screen (${path}), performance only`)
    for (const profile of profiles) {
      const cold: Array<Figures> = []
      const warm: Array<Figures> = []
      // A cold run empties the cache; the warm run after it keeps what the cold one stored (a second visit).
      for (let i = 0; i < runs; i++) {
        cold.push(await measure(profile.throttling, false))
        warm.push(await measure(profile.throttling, true))
      }
      console.log(` ${profile.name}`)
      show("cold", cold)
      show("warm", warm)
    }
  } finally {
    chrome.kill()
    await server.stop()
    await database.drop()
  }
}
