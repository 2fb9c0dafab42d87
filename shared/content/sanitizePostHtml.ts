import DOMPurify, { type WindowLike } from 'dompurify'
import { typedLink } from '../domain/links.ts'
import { lineBreaksToBreaks } from '../domain/text.ts'

/**
 * Post HTML as the post page may render it: the editor's formatting (headings, lists, emphasis,
 * links, sizes and fonts) survives; scripts, event handlers, `javascript:` and `data:` links,
 * frames, forms and styles do not. A link saved without its scheme (`example.org/pricing`, as
 * the editor once stored it) leads to that site, not to a path under the post. Line breaks in
 * the text become `<br>` (spec section 2).
 */
export type PostSanitizer = (html: string) => string

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'span',
  'sub',
  'sup',
  'img',
  'hr',
]
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'src', 'alt', 'title', 'width', 'height']

/** Builds a sanitiser on a window: the browser's, or a DOM implementation's when prerendering. */
export function createPostSanitizer(window: WindowLike): PostSanitizer {
  const purify = DOMPurify(window)
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      const link = typedLink(href, 'web-mail-phone')
      if (link.ok) node.setAttribute('href', link.href)
      else if (!/^[/#]/.test(href)) node.removeAttribute('href')
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    }
    if (node.tagName === 'IMG' && !/^(https?:|\/)/i.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src')
    }
    // Only the editor's own classes (alignment, sizes, fonts, indents) are kept.
    const classes = node.getAttribute('class')
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((name) => name.startsWith('ql-'))
      if (kept.length > 0) node.setAttribute('class', kept.join(' '))
      else node.removeAttribute('class')
    }
  })
  return (html) =>
    purify.sanitize(lineBreaksToBreaks(html), {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
    })
}
