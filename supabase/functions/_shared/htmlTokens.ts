import { decodeEntities } from './emailMarkup.ts'

/** An element's attributes, names in lower case, values with their character references read. */
export type Attributes = Record<string, string>

/** What reads HTML token by token: its text, and the elements it opens and closes. */
export interface HtmlVisitor {
  text(raw: string): void
  open(tag: string, attributes: Attributes): void
  close(tag: string): void
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</

/** Elements whose content is not text to show: skipped whole. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
])

/**
 * Reads HTML without a DOM, so Deno and Node run it alike: text (raw, references as written),
 * opening tags (lower-case names, their attributes) and closing tags, in order. Comments,
 * doctypes and processing instructions are skipped, as are the elements that hold no text to
 * show, with their content.
 */
export function walkHtml(html: string, visitor: HtmlVisitor): void {
  const token = new RegExp(TOKEN.source, 'g')
  let match: RegExpExecArray | null
  while ((match = token.exec(html)) !== null) {
    const [whole, name, attributes] = match
    if (whole.startsWith('<!') || whole.startsWith('<?')) continue
    if (name === undefined) {
      visitor.text(whole)
      continue
    }
    const tag = name.toLowerCase()
    if (whole.startsWith('</')) {
      visitor.close(tag)
    } else if (DROPPED_WITH_CONTENT.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, token.lastIndex)
      token.lastIndex = end < 0 ? html.length : end
    } else {
      visitor.open(tag, readAttributes(attributes ?? ''))
    }
  }
}

/** The attributes of a tag's text (what follows its name), by lower-case name, values decoded. */
export function readAttributes(text: string): Attributes {
  const attributes: Attributes = {}
  for (const [, name, double, single, bare] of text.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attributes
}
