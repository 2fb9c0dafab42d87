import { parse as parseToml } from 'smol-toml'
import { parse, stringify } from 'yaml'
import { isRecord } from './rows.ts'

/** A Markdown file: its front matter's fields, and the Markdown after it. */
export interface MarkdownFile {
  fields: Record<string, unknown>
  body: string
}

export type FrontMatterRead = ({ ok: true } & MarkdownFile) | { ok: false; problem: string }

// `---`, the YAML, then `---` (or YAML's `...`), at the very start of the file.
const YAML_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/
// `+++`, the TOML, then `+++` (Hugo).
const TOML_BLOCK = /^\+\+\+[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?\+\+\+[ \t]*(?:\r?\n|$)/
// A line that closes a JSON object: where JSON front matter may end (Hugo).
const JSON_END = /^\}[ \t]*(?:\r?\n|$)/gm

/** Markdown with YAML front matter, as static site generators write it. */
export function withFrontMatter(fields: Record<string, unknown>, body: string): string {
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body.trim()}\n`
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

function fieldsOf(parsed: unknown, length: number, text: string): FrontMatterRead {
  if (!isRecord(parsed)) return { ok: false, problem: 'its front matter is not a set of fields' }
  return { ok: true, fields: parsed, body: text.slice(length) }
}

/** JSON front matter: the shortest start of the file, ending at a line `}`, that is an object. */
function readJson(text: string): FrontMatterRead | null {
  let problem = ''
  for (const end of text.matchAll(JSON_END)) {
    const length = end.index + end[0].length
    try {
      return fieldsOf(JSON.parse(text.slice(0, length)), length, text)
    } catch (error) {
      problem = firstLine(error)
    }
  }
  return problem === ''
    ? null
    : { ok: false, problem: `its front matter is not valid JSON (${problem})` }
}

/**
 * The front matter and body of a Markdown file, in each form static site generators write:
 * YAML between `---` lines, TOML between `+++` lines (Hugo), or a JSON object (Hugo). A file
 * without front matter has no fields; front matter that does not parse, or that is not a set of
 * fields, is a problem. YAML's core schema keeps dates as the text they were written as; TOML's
 * dates are dates.
 */
export function readFrontMatter(file: string): FrontMatterRead {
  const text = file.replace(/^\uFEFF/, '')
  const yaml = YAML_BLOCK.exec(text)
  if (yaml) {
    try {
      const parsed: unknown = parse(yaml[1] ?? '', { schema: 'core', maxAliasCount: 100 }) ?? {}
      return fieldsOf(parsed, yaml[0].length, text)
    } catch (error) {
      return { ok: false, problem: `its front matter is not valid YAML (${firstLine(error)})` }
    }
  }
  const toml = TOML_BLOCK.exec(text)
  if (toml) {
    try {
      return fieldsOf(parseToml(toml[1] ?? ''), toml[0].length, text)
    } catch (error) {
      return { ok: false, problem: `its front matter is not valid TOML (${firstLine(error)})` }
    }
  }
  if (/^\{\s*(?:"|\})/.test(text)) {
    const json = readJson(text)
    if (json) return json
  }
  return { ok: true, fields: {}, body: text }
}
