import DOMPurify, { type WindowLike } from 'dompurify'
import { isShownImageSource, isShownSrcSet } from '../domain/bodyImages.ts'
import { typedLink } from '../domain/links.ts'
import { lineBreaksToBreaks } from '../domain/text.ts'
import { EMBED_CLASSES, EMBED_SOURCES } from '../domain/embeds.ts'
import { CODE_LANGUAGE } from './codeLanguages.ts'

/**
 * Post HTML as the post page may render it: the editor's formatting (headings, lists, emphasis,
 * links, sizes and fonts), its blocks (quotes with a `<cite>`, code in a `<pre>` labelled by
 * `data-language`, dividers, tables of `<th>` and `<td>` cells) and its images in sizes
 * (`srcset`, `sizes`, `width`, `height`, lazy loading, a `<figure>` with its caption) survive; images from anywhere but the web or the site
 * itself, scripts, event handlers, `javascript:` and `data:` links,
 * frames, forms and styles do not. A link saved without its scheme (`example.org/pricing`, as
 * the editor once stored it) leads to that site, not to a path under the post. Code marked with
 * its language the way Ghost, WordPress and Markdown write it (`<code class="language-js">`)
 * keeps it as the `<pre>`'s label. An embed (a `<figure class="embed …">`, see
 * supabase/functions/_shared/embeds.ts) keeps its classes, its provider and its player's
 * address only when that is the provider's privacy-enhanced one; it never holds a frame. Line breaks in the text, except in code, become `<br>`
 * (spec section 2).
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
  'figure',
  'figcaption',
  'hr',
  'cite',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'class',
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'width',
  'height',
  'loading',
  'decoding',
  'data-language',
  'data-provider',
  'data-embed-src',
]

/** The values an image's attributes may take; an attribute with another value is dropped. */
const IMAGE_VALUES: Record<string, RegExp> = {
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  loading: /^(lazy|eager)$/,
  decoding: /^(async|sync|auto)$/,
}

/** An image keeps only sources the site shows: a `data:` or foreign-scheme one never loads. */
function keepShownImage(image: Element): void {
  if (!isShownImageSource(image.getAttribute('src') ?? '')) image.removeAttribute('src')
  const srcset = image.getAttribute('srcset')
  if (srcset !== null && !isShownSrcSet(srcset)) image.removeAttribute('srcset')
  if (!image.hasAttribute('srcset')) image.removeAttribute('sizes')
  for (const [name, allowed] of Object.entries(IMAGE_VALUES)) {
    const value = image.getAttribute(name)
    if (value !== null && !allowed.test(value)) image.removeAttribute(name)
  }
}

/** A code block's label: its own, else the language its `<code>` names; none when not valid. */
function keepCodeLanguage(node: Element): void {
  if (node.tagName === 'CODE' && node.parentElement?.tagName === 'PRE') {
    const named = /(?:^|\s)(?:language|lang)-(\S+)/.exec(node.getAttribute('class') ?? '')?.[1]
    const pre = node.parentElement
    if (named && !pre.hasAttribute('data-language'))
      pre.setAttribute('data-language', named.toLowerCase())
    const label = pre.getAttribute('data-language')
    if (label !== null && !CODE_LANGUAGE.test(label)) pre.removeAttribute('data-language')
  }
  const label = node.getAttribute('data-language')
  if (label !== null && (node.tagName !== 'PRE' || !CODE_LANGUAGE.test(label))) {
    node.removeAttribute('data-language')
  }
}

/** An embed's figure keeps a known provider, and a player only at that provider's address. */
function keepEmbedData(node: Element): void {
  const isEmbed = node.tagName === 'FIGURE' && /(?:^|\s)embed(?:\s|$)/.test(node.className)
  const provider = node.getAttribute('data-provider') ?? ''
  if (!isEmbed || !['youtube', 'vimeo', 'link'].includes(provider)) {
    node.removeAttribute('data-provider')
  }
  const src = node.getAttribute('data-embed-src')
  const allowed = (provider === 'youtube' || provider === 'vimeo') && EMBED_SOURCES[provider]
  if (src !== null && !(isEmbed && allowed && allowed.test(src))) {
    node.removeAttribute('data-embed-src')
  }
}

/** Line breaks in text become `<br>`; a code block's are its lines and stay as they are. */
const textBreaks = (html: string) =>
  html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, index) => (index % 2 === 1 ? part : lineBreaksToBreaks(part)))
    .join('')

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
    if (node.tagName === 'IMG') keepShownImage(node)
    keepCodeLanguage(node)
    keepEmbedData(node)
    // Only the editor's own classes (alignment, sizes, fonts, indents, embeds) are kept.
    const classes = node.getAttribute('class')
    if (classes !== null) {
      const kept = classes
        .split(/\s+/)
        .filter((name) => name.startsWith('ql-') || EMBED_CLASSES.includes(name))
      if (kept.length > 0) node.setAttribute('class', kept.join(' '))
      else node.removeAttribute('class')
    }
  })
  return (html) =>
    purify.sanitize(textBreaks(html), {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
    })
}
