import type ReactQuill from 'react-quill-new'
import { headedTables } from './tableHtml.ts'

/**
 * The editor's content as HTML, as it is stored. Quill 2.0 writes every space as `&nbsp;`,
 * which would stop published text from wrapping. The empty line Quill keeps at the end after a
 * heading, a quote or a table (a paste of a document leaves one) is not kept: Quill does not
 * read it back, so the post would change each time it is opened, and an undo back to it would
 * lose what Redo had.
 */
export function editorHtml(editor: ReturnType<ReactQuill['getEditor']>): string {
  return headedTables(editor.getSemanticHTML().replaceAll('&nbsp;', ' ')).replace(
    /(?<=.)<p><\/p>$/,
    '',
  )
}
