// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Quill } from 'react-quill-new'
import '../../../owner/admin/editor/blockFormats.ts'
import { pastedHtml } from '../../../owner/admin/editor/pastedHtml.ts'
import { editorHtml } from '../../../owner/admin/editor/editorHtml.ts'
import { TABLE_MATCHERS } from '../../../owner/admin/editor/tableHtml.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'

const sanitize = createPostSanitizer(window)
const clipboard = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../fixtures/paste', name), 'utf8')
const kept = (name: string) =>
  pastedHtml(new DOMParser().parseFromString(clipboard(name), 'text/html'), sanitize)

/** What the editor stores after the clipboard's HTML is pasted into an empty post. */
function pastedIntoEditor(name: string): string {
  const container = document.createElement('div')
  document.body.append(container)
  const editor = new Quill(container, {
    modules: { table: true, clipboard: { matchers: TABLE_MATCHERS } },
  })
  editor.clipboard.dangerouslyPasteHTML(0, kept(name), 'user')
  return editorHtml(editor)
}

describe('pasting keeps structure, not style', () => {
  it.each(['google-docs.html', 'word.html', 'web-page.html'])(
    '%s: nothing of its look is kept',
    (name) => {
      const html = kept(name)
      expect(html).not.toMatch(
        /style=|class=|<font|<span |<img|<script|on\w+=|javascript:|docs-internal|o:p|Mso/i,
      )
    },
  )

  it('keeps Google Docs’ headings, bold, italic, link, list and table', () => {
    expect(pastedIntoEditor('google-docs.html')).toBe(
      '<h1>Pricing for growth</h1>' +
        '<p>Price the <strong>value</strong>, not the <em>hours</em>. Read <a href="https://example.org/pricing" rel="noopener noreferrer" target="_blank">the pricing guide</a>.</p>' +
        '<ul><li>Audit</li><li>Retainer</li></ul>' +
        '<h2>Numbers</h2>' +
        '<table><thead><tr><th><strong>Plan</strong></th><th><strong>Price</strong></th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>',
    )
  })

  it('keeps Word’s heading, bold, italic, link, bulleted and numbered lists, quote and table', () => {
    expect(pastedIntoEditor('word.html')).toBe(
      '<h2>Pricing for growth</h2>' +
        '<p>Price the <strong>value</strong>, not the <em>hours</em>. Read <a href="https://example.org/pricing" rel="noopener noreferrer" target="_blank">the pricing guide</a>.</p>' +
        '<ul><li>Audit</li><li>Retainer</li></ul>' +
        '<ol><li>Listen</li><li>Propose</li></ol>' +
        '<blockquote>Simple things should be simple.</blockquote>' +
        '<table><thead><tr><th><strong>Plan</strong></th><th><strong>Price</strong></th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>',
    )
  })

  it('keeps a web page’s heading, emphasis, link, quote, labelled code, table and list; its image, script and handlers go', () => {
    expect(pastedIntoEditor('web-page.html')).toBe(
      '<h2>Why price the value</h2>' +
        '<p>Price the <strong>value</strong>, not the <em>hours</em>. Read <a href="https://example.org/pricing" rel="noopener noreferrer" target="_blank">the pricing guide</a>.</p>' +
        '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>' +
        '<pre data-language="js">\nconst total = items.reduce((a, b) =&gt; a + b, 0)\n  console.log(total)\n</pre>' +
        '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>' +
        '<ul><li>Audit</li><li>Retainer</li></ul>' +
        '<p>Call us today.</p><p>click</p>',
    )
  })
})
