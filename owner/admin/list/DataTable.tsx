import { HTMLTable } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { type RowOrdering, SortableBody } from './SortableBody.tsx'

export interface TableColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /**
   * The cell's whole text, for a column of text the owner or a visitor wrote: the column takes
   * a share of the table's width, its cells one line each with the whole text on hover. Other
   * columns (dates, numbers, badges) take the width of their content.
   */
  truncate?: (row: Row) => string
}

interface DataTableProps<Row extends { id: string }> {
  label: string
  rows: Row[]
  columns: TableColumn<Row>[]
  rowName: (row: Row) => string
  actions: (row: Row) => ReactNode
  ordering?: RowOrdering<Row>
}

/** A list of items as a table: one column per field, then the row's actions. */
export function DataTable<Row extends { id: string }>({
  label,
  rows,
  columns,
  rowName,
  actions,
  ordering,
}: DataTableProps<Row>) {
  const cells = (row: Row) => (
    <>
      {columns.map((column) => (
        <td
          key={column.header}
          className={column.truncate ? 'admin-cell--text' : undefined}
          data-label={column.header}
        >
          {column.truncate ? (
            <span className="admin-truncate" title={column.truncate(row)}>
              {column.cell(row)}
            </span>
          ) : (
            column.cell(row)
          )}
        </td>
      ))}
      <td className="admin-cell--actions">
        <div className="admin-actions admin-actions--row">{actions(row)}</div>
      </td>
    </>
  )

  return (
    <div className="admin-table-scroll">
      <HTMLTable className="admin-table" striped aria-label={label}>
        <thead>
          <tr>
            {ordering && (
              <th>
                <span className="bp6-text-muted">Move</span>
              </th>
            )}
            {columns.map((column) => (
              <th key={column.header} className={column.truncate ? 'admin-cell--text' : undefined}>
                {column.header}
              </th>
            ))}
            <th>Actions</th>
          </tr>
        </thead>
        {ordering ? (
          <SortableBody rows={rows} rowName={rowName} ordering={ordering} cells={cells} />
        ) : (
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>{cells(row)}</tr>
            ))}
          </tbody>
        )}
      </HTMLTable>
    </div>
  )
}
