import normalizeExternalHTML from 'quill/modules/normalizeExternalHTML'
import type { PostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'

/** Elements that hold lines of their own: a `<div>` holding none of them is a paragraph. */
const BLOCK_ELEMENTS =
  'address, article, aside, blockquote, div, dl, figure, footer, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, ul'

/** The styles that carry meaning the post keeps, as the element that says it. */
const MEANINGFUL_STYLES: [RegExp, string][] = [
  [/font-weight:\s*(bold|[6-9]00)/i, 'strong'],
  [/font-style:\s*italic/i, 'em'],
]

/**
 * Clipboard HTML (from Google Docs, Word or a web page) as the editor takes it in: its
 * structure (headings, lists, links, bold, italic, quotes, code and tables) and nothing of its
 * look. Word's lists and Google Docs' bold wrapper are read as Quill reads them, Word's quote
 * style as a quote; bold and
 * italic given as styles become `<strong>` and `<em>`; fonts, colours, sizes, classes and
 * images go; what is left passes the post sanitiser. `document` is the clipboard's HTML,
 * parsed; it is changed.
 */
export function pastedHtml(document: Document, sanitize: PostSanitizer): string {
  normalizeExternalHTML(document)
  const body = document.body
  for (const list of body.querySelectorAll('ul')) {
    if (list.querySelector(':scope > li[data-list="ordered"]')) rename(list, 'ol')
  }
  // Word's quote styles are the quotes of its document.
  for (const quote of body.querySelectorAll('p.MsoQuote, p.MsoIntenseQuote'))
    rename(quote, 'blockquote')
  for (const element of body.querySelectorAll('[style]')) keepMeaning(element)
  for (const div of [...body.querySelectorAll('div')].reverse()) {
    if (!div.querySelector(BLOCK_ELEMENTS)) rename(div, 'p')
  }
  for (const element of body.querySelectorAll('img, picture, o\\:p')) element.remove()
  for (const element of body.querySelectorAll('*')) {
    element.removeAttribute('style')
    const kept = [...element.classList].filter(
      (name) =>
        !/^ql-(font|size)-/.test(name) && (name.startsWith('ql-') || name.startsWith('language-')),
    )
    if (kept.length > 0) element.setAttribute('class', kept.join(' '))
    else element.removeAttribute('class')
  }
  collapseSpaces(body)
  return sanitize(body.innerHTML)
}

/** Wraps an element's content in the elements its style means (bold, italic). */
function keepMeaning(element: Element): void {
  const style = element.getAttribute('style') ?? ''
  for (const [pattern, tag] of MEANINGFUL_STYLES) {
    if (
      !pattern.test(style) ||
      element.closest(tag === 'strong' ? 'strong, b, th, h1, h2, h3, h4, h5, h6' : 'em, i')
    ) {
      continue
    }
    const wrapper = element.ownerDocument.createElement(tag)
    wrapper.append(...element.childNodes)
    element.append(wrapper)
  }
}

function rename(element: Element, tag: string): void {
  const renamed = element.ownerDocument.createElement(tag)
  for (const { name, value } of element.attributes) renamed.setAttribute(name, value)
  renamed.append(...element.childNodes)
  element.replaceWith(renamed)
}

/**
 * Runs of spaces and line breaks in the text are one space, as the page showed them (Word
 * breaks its lines every 76 characters); a line break between elements stays layout. Code
 * keeps its lines.
 */
function collapseSpaces(node: Node): void {
  if (node.nodeName === 'PRE') return
  if (node.nodeType === node.TEXT_NODE) {
    const text = node.nodeValue ?? ''
    const spaceOnly = /^[ \t\r\n]+$/.test(text)
    node.nodeValue = spaceOnly && text.includes('\n') ? '\n' : text.replace(/[ \t\r\n]+/g, ' ')
    return
  }
  for (const child of node.childNodes) collapseSpaces(child)
}
