import { HTMLTable } from '@blueprintjs/core'
import type { ReactNode } from 'react'

interface ActionsTableProps {
  /**
   * The headings of the data columns; a last column, headed Actions, holds each row's buttons.
   * Each data cell names its heading in `data-label`: where the table is narrow its rows are
   * cards, and the cell shows the name above its value.
   */
  headings: string[]
  /** The table's rows. */
  children: ReactNode
}

/** A compact table of the owner's things with a button or two on each row; cards when narrow. */
export function ActionsTable({ headings, children }: ActionsTableProps) {
  return (
    <div className="admin-table-scroll">
      <HTMLTable compact className="admin-table">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
            <th>
              <span className="bp6-text-muted">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  )
}
