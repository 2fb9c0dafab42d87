// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { Quill } from 'react-quill-new'
import '../../../owner/admin/editor/blockFormats.ts'
import { editorHtml } from '../../../owner/admin/editor/editorHtml.ts'
import { TABLE_MATCHERS } from '../../../owner/admin/editor/tableHtml.ts'

/** An editor on a page of its own, holding `html` as the post editor loads it. */
function editorWith(html: string): Quill {
  const container = document.createElement('div')
  document.body.append(container)
  const editor = new Quill(container, {
    modules: { table: true, clipboard: { matchers: TABLE_MATCHERS } },
  })
  editor.setContents(editor.clipboard.convert({ html }), 'api')
  return editor
}

/** The editor's content as the post editor stores it. */
const stored = (editor: Quill) => editorHtml(editor)

const QUOTE =
  '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>'
const CODE = '<pre data-language="python">\ndef total(items):\n    return sum(items)\n</pre>'
const TABLE =
  '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr><tr><td>Retainer</td><td>£2,000</td></tr></tbody></table>'

describe('the editor’s blocks', () => {
  it.each([
    ['a quote with its citation', QUOTE],
    ['a code block with its language', CODE],
    ['a divider', '<p>Above</p><hr><p>Below</p>'],
    ['a table with its header row', TABLE],
  ])('%s is stored as it was loaded', (_name, html) => {
    expect(stored(editorWith(html))).toBe(html)
  })

  it('a code block without a language is plain code', () => {
    const editor = editorWith('<p>Run it</p>')
    editor.formatLine(0, 1, 'code-block', true, 'user')
    expect(stored(editor)).toBe('<pre data-language="plain">\nRun it\n</pre>')
  })

  it('a table made in the editor has its first row as its header row', () => {
    const editor = editorWith('<p></p>')
    editor.setSelection(0, 0)
    const table = editor.getModule('table') as {
      insertTable: (rows: number, columns: number) => void
    }
    table.insertTable(2, 2)
    editor.insertText(0, 'Name', 'user')
    expect(stored(editor)).toBe(
      '<table><thead><tr><th>Name</th><th></th></tr></thead><tbody><tr><td></td><td></td></tr></tbody></table>',
    )
  })

  it('an imported table and code keep their header cells and lines', () => {
    const editor = editorWith(
      '<table><tr><th><p>Plan</p></th><th>Price</th></tr><tr><td>Audit</td><td>£900</td></tr></table><pre data-language="js"><code>let a = 1\nlet b = 2</code></pre>',
    )
    expect(stored(editor)).toBe(
      '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table><pre data-language="js">\nlet a = 1\nlet b = 2\n</pre>',
    )
  })
})
