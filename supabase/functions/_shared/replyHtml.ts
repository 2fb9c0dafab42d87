import { escapeText, openTag } from './emailMarkup.ts'
import { type Attributes, walkHtml } from './htmlTokens.ts'

/** What a reply keeps: the text formatting servers send (Mastodon's paragraphs, links, mentions). */
const KEPT = new Set([
  'p',
  'a',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
])

const isWebAddress = (href: string) => /^https?:\/\//i.test(href.trim())

/**
 * A reply's HTML as the inbox stores it: each allowed element written anew, with no attribute
 * but a link's web address (and `rel="nofollow ugc"`, as links from strangers carry); text
 * escaped; every element closed. Scripts, styles, images, classes and event handlers are gone,
 * unknown elements give up their text. The site cleans it once more, as it cleans post HTML.
 */
export function cleanReplyHtml(html: string): string {
  const open: string[] = []
  let written = ''
  walkHtml(html, {
    text(raw) {
      written += escapeText(raw)
    },
    open(tag: string, attributes: Attributes) {
      if (tag === 'br') written += '<br>'
      if (!KEPT.has(tag)) return
      const href = attributes.href
      written +=
        tag === 'a' && href !== undefined && isWebAddress(href)
          ? openTag('a', { href: href.trim(), rel: 'nofollow ugc' })
          : `<${tag}>`
      open.push(tag)
    },
    close(tag) {
      const at = open.lastIndexOf(tag)
      if (at < 0) return
      written += open
        .splice(at)
        .reverse()
        .map((closed) => `</${closed}>`)
        .join('')
    },
  })
  return (
    written +
    [...open]
      .reverse()
      .map((closed) => `</${closed}>`)
      .join('')
  )
}
