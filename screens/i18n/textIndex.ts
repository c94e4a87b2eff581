// Where a translator finds schema's English (issue 19): each fixed text by its English, each template as a pattern
// of its English with its values' names. Built from schema/texts.ts when the widget is built (vite.config.ts serves it
// as the module "virtual:text-index"), so a language's chunk carries this index instead of importing schema's modules,
// which would split the first screen's chunks and cost it bytes.
import { allTexts, type Template, templateValues } from "../../schema/texts.ts"

export interface TextIndex {
  /** English to key; the same English under two keys (Expired) is found by the first. */
  readonly fixed: Readonly<Record<string, string>>
  /** Templates by key: the pattern of their English (capturing the values in order) and the values' names. */
  readonly templates: ReadonlyArray<{
    readonly key: string
    readonly pattern: string
    readonly names: ReadonlyArray<string>
  }>
}

/** What stands for the i-th value while a template's English is made into a pattern: no text holds it. */
export const valueMark = (index: number) => `\uE000${index}\uE001`

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A template's English as a pattern capturing its values in order; undefined when its values do not show as given. */
export const templatePattern = (template: Template, count: number): string | undefined => {
  const marks = Array.from({ length: count }, (_, i) => valueMark(i))
  let english: string
  try {
    english = template(...marks)
  } catch {
    // A template that joins a list of values (queryReasons.oneOf) is given one value as a list.
    english = template(...marks.map((m) => [m]))
  }
  // A template that computes with its value (a clock from seconds) cannot be read back from its English.
  if (marks.some((m) => english.split(m).length !== 2)) return undefined
  const order: Array<number> = []
  const source = literal(english).replace(/\uE000(\d+)\uE001/g, (_, i: string) => {
    order.push(Number(i))
    return "(.+?)"
  })
  return order.every((value, at) => value === at) ? `^${source}$` : undefined
}

export const buildTextIndex = (): TextIndex => {
  const fixed: Record<string, string> = {}
  const templates: Array<TextIndex["templates"][number]> = []
  for (const [key, english] of allTexts()) {
    if (typeof english === "string") {
      fixed[english] ??= key
      continue
    }
    const names = templateValues[key] ?? []
    const pattern = templatePattern(english, names.length)
    if (pattern) templates.push({ key, pattern, names })
  }
  // The template with the most words of its own is tried first, so one that is mostly values ("{text} ({time})")
  // does not take an English that a more specific template reads ("{label} must be yes or no (true or false)").
  const ownText = (pattern: string) => pattern.replaceAll("(.+?)", "").length
  templates.sort((a, b) => ownText(b.pattern) - ownText(a.pattern))
  return { fixed, templates }
}
