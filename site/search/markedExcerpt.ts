/** A run of an excerpt's text, marked where it matched the query. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g

/**
 * Pagefind's excerpt is the page's plain text with `<mark>` around the words that matched.
 * Everything else in it is text, shown as text: a post that writes `<script>` shows those
 * characters, never an element.
 */
export function markedParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let from = 0
  for (const match of excerpt.matchAll(MARK)) {
    if (match.index > from) parts.push({ text: excerpt.slice(from, match.index), marked: false })
    parts.push({ text: match[1] ?? '', marked: true })
    from = match.index + match[0].length
  }
  if (from < excerpt.length) parts.push({ text: excerpt.slice(from), marked: false })
  return parts
}
