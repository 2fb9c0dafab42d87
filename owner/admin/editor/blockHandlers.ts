import type { RefObject } from 'react'
import type ReactQuill from 'react-quill-new'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import { type TableModule, inTable } from './tableHtml.ts'

type Editor = ReturnType<ReactQuill['getEditor']>

/**
 * The toolbar's divider and table buttons: a divider goes in at the cursor, a new table has
 * three columns and three rows (its first the header row), and rows and columns change only
 * in the table the cursor is in.
 */
export function blockHandlers(
  editorNow: () => Editor | undefined,
  toast: RefObject<(message: ToastMessage) => void>,
) {
  const table = () => editorNow()?.getModule('table') as TableModule | undefined
  const tableAtCursor = () => {
    const module = table()
    if (module && inTable(module)) return module
    toast.current({
      title: 'Please put the cursor in a table first',
      description: 'Click a cell of the table whose rows or columns you want to change',
      intent: 'warning',
    })
    return undefined
  }
  return {
    divider() {
      const editor = editorNow()
      if (!editor) return
      const { index } = editor.getSelection(true)
      editor.insertEmbed(index, 'divider', true, 'user')
      editor.setSelection(index + 1, 0, 'user')
    },
    'table-insert'() {
      table()?.insertTable(3, 3)
    },
    'row-add'() {
      tableAtCursor()?.insertRowBelow()
    },
    'column-add'() {
      tableAtCursor()?.insertColumnRight()
    },
    'row-delete'() {
      tableAtCursor()?.deleteRow()
    },
    'column-delete'() {
      tableAtCursor()?.deleteColumn()
    },
  }
}
