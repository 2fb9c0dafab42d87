/** Plain text of an HTML fragment: tags removed, entities of the editor decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text with the entities the editor writes decoded. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * Line breaks in the text become `<br>`, as the post page shows them; breaks that only separate
 * block elements (`</p>\n<h2>`) are layout of the HTML and stay as they are.
 */
export function lineBreaksToBreaks(html: string): string {
  return html.replace(/(?<!>)[ \t]*\r?\n(?![ \t]*<)/g, '<br>')
}
