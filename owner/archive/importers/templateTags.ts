/**
 * Liquid's tags and output (`{% for post in site.posts %}`, `{{ site.url }}`), and Hugo's
 * shortcodes written the same way (`{{< figure >}}`, `{{% note %}}`).
 */
const BRACE_TAGS = /\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g
/** The shortcodes WordPress itself registers (`[caption …]…[/caption]`, `[gallery ids="1,2"]`). */
const WORDPRESS_SHORTCODES = /\[\/?(?:caption|gallery|embed|audio|video|playlist)\b[^\]]*\]/g
const LISTED = 3
const LONGEST = 40

const shortened = (tag: string) => {
  const line = tag.replace(/\s+/g, ' ')
  return line.length <= LONGEST ? line : `${line.slice(0, LONGEST - 1)}…`
}

function noteOf(tags: readonly string[], what: string, runner: string): string | null {
  const distinct = [...new Set(tags.map(shortened))]
  if (distinct.length === 0) return null
  const more = distinct.length > LISTED ? `, and ${String(distinct.length - LISTED)} more` : ''
  return `It holds ${what} that only ${runner} runs, imported as they are written: ${distinct.slice(0, LISTED).join(', ')}${more}. Edit them out, or write in what they made.`
}

/** A note of the template tags a Markdown post holds, or null when it holds none. */
export function markdownTemplateNote(markdown: string, generator: string | null): string | null {
  return noteOf(
    markdown.match(BRACE_TAGS) ?? [],
    'template tags',
    generator ?? 'its site generator',
  )
}

/** A note of the WordPress shortcodes a post holds, or null when it holds none. */
export function shortcodeNote(html: string): string | null {
  return noteOf(html.match(WORDPRESS_SHORTCODES) ?? [], 'shortcodes', 'WordPress')
}
