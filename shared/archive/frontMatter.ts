import { parse, stringify } from 'yaml'
import { isRecord } from './rows.ts'

/** A Markdown file: its front matter's fields, and the Markdown after it. */
export interface MarkdownFile {
  fields: Record<string, unknown>
  body: string
}

export type FrontMatterRead = ({ ok: true } & MarkdownFile) | { ok: false; problem: string }

// `---`, the YAML, then `---` (or YAML's `...`), at the very start of the file.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/

/** Markdown with YAML front matter, as static site generators write it. */
export function withFrontMatter(fields: Record<string, unknown>, body: string): string {
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body.trim()}\n`
}

/**
 * The front matter and body of a Markdown file. A file without front matter has no fields;
 * YAML that does not parse, or that is not a set of fields, is a problem. YAML's core schema
 * keeps dates as the text they were written as.
 */
export function readFrontMatter(text: string): FrontMatterRead {
  const match = FRONT_MATTER.exec(text)
  if (!match) return { ok: true, fields: {}, body: text.replace(/^\uFEFF/, '') }
  let fields: unknown
  try {
    fields = parse(match[1] ?? '', { schema: 'core', maxAliasCount: 100 }) ?? {}
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { ok: false, problem: `its front matter is not valid YAML (${reason ?? ''})` }
  }
  if (!isRecord(fields)) return { ok: false, problem: 'its front matter is not a set of fields' }
  return { ok: true, fields, body: text.slice(match[0].length) }
}
