// `npm run test:mutation [-- <machine> ...]`: StrykerJS mutates machines/ and runs, against each mutant, only the
// tests that can see it: the model walk of the charts whose machine imports the mutated file (directly or through
// another machine file) and the unit tests that import one of those files (themselves or through a test helper). A
// chart's definition is built when its module loads, so most of its mutants are "static" and Stryker runs every test
// of its run for them: one run per group of files that share the same tests keeps that to the few charts concerned.
// Incremental: a run reuses the results of mutants whose code and tests did not change (reports/mutation/). Prints
// the score per file and overall, and lists the surviving mutants in reports/mutation/survivors.md. Not part of
// `npm test` (it takes long).
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"

const machinesDir = "machines"
const chartsDir = "tests/model/charts"
const unitDir = "tests/unit"
const outDir = "reports/mutation"

const machineFiles = readdirSync(machinesDir).filter((file) => file.endsWith(".ts"))
const importsOf = (text: string, prefix: string) =>
  [...text.matchAll(new RegExp(`from "${prefix}(\\w+)\\.ts"`, "g"))].map((match) => `${match[1]}.ts`)

// Which machine files each machine file imports, then, per file, every file that depends on it (itself included).
const imports = new Map(
  machineFiles.map((file) => [file, importsOf(readFileSync(join(machinesDir, file), "utf8"), "\\./")]),
)
const dependents = (file: string): ReadonlySet<string> => {
  const found = new Set([file])
  for (let grew = true; grew; ) {
    grew = false
    for (const [importer, imported] of imports)
      if (!found.has(importer) && imported.some((name) => found.has(name))) {
        found.add(importer)
        grew = true
      }
  }
  return found
}

// The machine files a test file runs: those it imports, directly or through the test helpers it imports
// (tests/support/, tests/model/: a unit test may drive a chart through a shared driver). Type-only imports run
// nothing.
const machinesDirPath = resolve(machinesDir)
const testsDirPath = resolve("tests")
const runtimeImport = /^(?:import|export)\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?"(\.{1,2}\/[^"]+\.ts)"/gm
const machinesRunBy = (file: string, seen = new Set<string>()): ReadonlySet<string> => {
  const found = new Set<string>()
  if (seen.has(file)) return found
  seen.add(file)
  for (const [, target = ""] of readFileSync(file, "utf8").matchAll(runtimeImport)) {
    const imported = resolve(dirname(file), target)
    if (dirname(imported) === machinesDirPath) found.add(basename(imported))
    else if (imported.startsWith(`${testsDirPath}/`)) for (const name of machinesRunBy(imported, seen)) found.add(name)
  }
  return found
}
const testFiles = (dir: string, suffix: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .map((file) => ({ file, machines: machinesRunBy(join(dir, file)) }))
const registrations = testFiles(chartsDir, ".ts")
const unitTests = testFiles(unitDir, ".test.ts")
const usesAny = (machines: ReadonlySet<string>, files: ReadonlySet<string>) =>
  [...machines].some((name) => files.has(name))

interface Group {
  readonly files: Array<string>
  readonly charts: ReadonlyArray<string>
  readonly units: ReadonlyArray<string>
}
// `-- --report` runs nothing: it prints the score from the reports kept in reports/mutation/ by earlier runs.
const reportOnly = process.argv.includes("--report")
const asked = process.argv
  .slice(2)
  .filter((arg) => arg !== "--report")
  .map((name) => (name.endsWith(".ts") ? name : `${name}.ts`))
const groups = new Map<string, Group>()
for (const file of machineFiles.filter((name) => asked.length === 0 || asked.includes(name))) {
  const users = dependents(file)
  const charts = registrations.filter(({ machines }) => usesAny(machines, users)).map(({ file: f }) => f.slice(0, -3))
  const units = unitTests.filter(({ machines }) => usesAny(machines, users)).map(({ file: f }) => join(unitDir, f))
  const key = JSON.stringify([charts, units])
  const group = groups.get(key) ?? { files: [], charts, units }
  group.files.push(file)
  groups.set(key, group)
}

mkdirSync(outDir, { recursive: true })
const base = JSON.parse(readFileSync("stryker.config.json", "utf8")) as Record<string, unknown>
const reportFiles: Array<string> = []
const untested: Array<string> = []
for (const group of groups.values()) {
  const name = group.files[0]?.slice(0, -3) ?? "group"
  if (group.charts.length === 0 && group.units.length === 0) {
    untested.push(...group.files)
    continue
  }
  const tests = [...(group.charts.length > 0 ? ["tests/model/paths.test.ts"] : []), ...group.units]
  const config = join(outDir, `${name}.config.json`)
  const report = join(outDir, `${name}.report.json`)
  if (reportOnly) continue
  writeFileSync(
    config,
    JSON.stringify({
      ...base,
      $schema: undefined,
      mutate: group.files.map((file) => join(machinesDir, file)),
      incrementalFile: join(outDir, `${name}.incremental.json`),
      jsonReporter: { fileName: report },
    }),
  )
  console.log(
    `\n== ${group.files.join(", ")}: charts ${group.charts.join(", ") || "none"}; ${group.units.length} unit files`,
  )
  const run = spawnSync("stryker", ["run", config], {
    stdio: "inherit",
    env: { ...process.env, MODEL_CHARTS: group.charts.join(",") || "none", MUTATION_TESTS: tests.join(",") },
  })
  if (run.status !== 0) console.error(`Stryker failed on ${group.files.join(", ")} (exit ${run.status})`)
  if (existsSync(report)) reportFiles.push(report)
}

// The score over every report: killed (or timed out) among the mutants that ran or had no test.
interface Mutant {
  readonly status: string
  readonly mutatorName: string
  readonly replacement?: string
  readonly location: { readonly start: { readonly line: number; readonly column: number } }
}
// With --report, every kept report: a file's mutants come from the newest report that holds it (a run of one file
// of a group writes a report of its own, newer than the group's).
if (reportOnly)
  reportFiles.push(
    ...readdirSync(outDir)
      .filter((file) => file.endsWith(".report.json"))
      .map((file) => join(outDir, file))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs),
  )
const reported = new Set<string>()
const counted = ["Killed", "Timeout", "Survived", "NoCoverage"]
const rows: Array<{ file: string; killed: number; total: number }> = []
const survivors: Array<string> = []
for (const report of reportFiles) {
  const { files } = JSON.parse(readFileSync(report, "utf8")) as {
    files: Record<string, { source: string; mutants: ReadonlyArray<Mutant> }>
  }
  for (const [file, { source, mutants }] of Object.entries(files)) {
    if (reported.has(file)) continue
    reported.add(file)
    const lines = source.split("\n")
    const scored = mutants.filter((mutant) => counted.includes(mutant.status))
    const killed = scored.filter((mutant) => mutant.status === "Killed" || mutant.status === "Timeout").length
    rows.push({ file, killed, total: scored.length })
    for (const mutant of scored.filter((m) => m.status === "Survived" || m.status === "NoCoverage")) {
      const { line } = mutant.location.start
      survivors.push(
        `- ${file}:${line} ${mutant.mutatorName} (${mutant.status}): \`${lines[line - 1]?.trim()}\` → \`${mutant.replacement ?? ""}\``,
      )
    }
  }
}
rows.sort((a, b) => a.file.localeCompare(b.file))
const percent = (killed: number, total: number) => (total === 0 ? "n/a" : `${((100 * killed) / total).toFixed(1)}%`)
const width = Math.max(...rows.map((row) => row.file.length), 4)
console.log(`\nMutation score (killed / mutants) per file:`)
for (const row of rows)
  console.log(
    `${row.file.padEnd(width)}  ${`${row.killed} / ${row.total}`.padStart(11)}  ${percent(row.killed, row.total)}`,
  )
const killed = rows.reduce((sum, row) => sum + row.killed, 0)
const total = rows.reduce((sum, row) => sum + row.total, 0)
console.log(`${"all".padEnd(width)}  ${`${killed} / ${total}`.padStart(11)}  ${percent(killed, total)}`)
if (untested.length > 0) console.log(`No chart or unit test imports: ${untested.join(", ")}`)
const notRun = reportOnly
  ? [...groups.values()]
      .flatMap((group) => group.files)
      .filter((file) => !untested.includes(file) && !reported.has(join(machinesDir, file)))
  : []
if (notRun.length > 0) console.log(`No report kept yet (not counted above): ${notRun.join(", ")}`)
writeFileSync(join(outDir, "survivors.md"), `${survivors.join("\n")}\n`)
console.log(`${survivors.length} surviving mutants listed in ${join(outDir, "survivors.md")}`)
