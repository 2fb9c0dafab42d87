import type Delta from 'quill-delta'

/** What the editor asks of Quill's table module. */
export interface TableModule {
  insertTable: (rows: number, columns: number) => void
  insertRowBelow: () => void
  insertColumnRight: () => void
  deleteRow: () => void
  deleteColumn: () => void
  getTable: () => [unknown, unknown, unknown, number]
}

/** Whether the cursor is in a table's cell. */
export const inTable = (module: TableModule) => module.getTable()[2] !== null

/**
 * A table as the post's HTML holds it: its first row is its header row (`<thead>` of `<th>`),
 * the rest its body; Quill's own row marks and border style are not kept. Quill writes every
 * row as `<tr>` of `<td data-row="…">` in one `<tbody>`, and a cell's text is escaped, so the
 * rows can be read off the markup.
 */
export function headedTables(html: string): string {
  return html
    .replace(/<table style="[^"]*">/g, '<table>')
    .replace(/<td data-row="[^"]*">/g, '<td>')
    .replace(
      /<table><tbody>(<tr>[\s\S]*?<\/tr>)/g,
      (_whole, row: string) =>
        `<table><thead>${row.replace(/<(\/?)td>/g, '<$1th>')}</thead><tbody>`,
    )
    .replace(/<tbody><\/tbody>/g, '')
}

/**
 * A header cell read into the editor (saved, pasted or imported) is a cell like any other:
 * Quill knows only `<td>`, and would run a `<th>`'s text into the next cell's.
 */
export const TABLE_MATCHERS = [
  [
    'th',
    (_node: Node, delta: Delta) => {
      const last = delta.ops.at(-1)?.insert
      return typeof last === 'string' && last.endsWith('\n') ? delta : delta.insert('\n')
    },
  ],
]
