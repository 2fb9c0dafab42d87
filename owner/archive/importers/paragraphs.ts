const BLOCK_START =
  /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|img|!--|section|article|aside|header|footer|dl|address|details)\b/i

/**
 * WordPress stores a classic post's text without paragraph tags: a blank line between two
 * paragraphs (its `wpautop` adds the tags when it shows the post). This gives each such
 * paragraph its `<p>`; parts that already are block HTML (and block editor content) stay as they
 * are. Single line breaks stay, and become `<br>` when sanitised.
 */
export function paragraphsFromBlankLines(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (BLOCK_START.test(part) ? part : `<p>${part}</p>`))
    .join('\n')
}
