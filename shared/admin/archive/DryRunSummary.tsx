import { Checkbox, HTMLTable } from '@blueprintjs/core'
import type { RestoreReport, TableReport } from '../../archive/restoreReport.ts'
import { NOTE_LABELS, hasNewerCopies, newerConflicts } from '../../archive/restoreSummary.ts'

const LISTED = 8

function names(rows: readonly { name: string }[]): string {
  const shown = rows.slice(0, LISTED).map((row) => `“${row.name}”`)
  const more = rows.length > LISTED ? `, and ${rows.length - LISTED} more` : ''
  return `${shown.join(', ')}${more}`
}

function TableRow({ table }: { table: TableReport }) {
  const blocked = table.conflicts.filter((row) => row.reason !== 'newer')
  return (
    <tr>
      <th scope="row">{table.label}</th>
      <td>{table.created.length}</td>
      <td>{table.updated.length}</td>
      <td>{table.unchanged}</td>
      <td>
        {table.conflicts.length}
        {table.conflicts.length > 0 && (
          <ul className="archive-conflicts">
            {newerConflicts(table).length > 0 && (
              <li>Changed here since: {names(newerConflicts(table))}</li>
            )}
            {blocked.slice(0, LISTED).map((row) => (
              <li key={row.id}>
                “{row.name}”: {row.message}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{table.onlyInBackend}</td>
    </tr>
  )
}

interface DryRunSummaryProps {
  report: RestoreReport
  overwriteNewer: boolean
  onOverwriteNewer: (value: boolean) => void
}

/** A dry run: per table what would be created, changed, left alone, and what conflicts. */
export function DryRunSummary({ report, overwriteNewer, onOverwriteNewer }: DryRunSummaryProps) {
  const { images } = report
  const noteKinds = Object.entries(NOTE_LABELS).filter(([kind]) =>
    report.notes.some((note) => note.kind === kind),
  )
  return (
    <div className="archive-summary">
      <HTMLTable compact striped aria-label="What would be written">
        <thead>
          <tr>
            <th scope="col">Content</th>
            <th scope="col">New</th>
            <th scope="col">Changed</th>
            <th scope="col">Unchanged</th>
            <th scope="col">In conflict (not written)</th>
            <th scope="col">Only here (kept)</th>
          </tr>
        </thead>
        <tbody>
          {report.tables.map((table) => (
            <TableRow key={table.table} table={table} />
          ))}
          <tr>
            <th scope="row">Images</th>
            <td>{images.created.length}</td>
            <td>{images.updated.length}</td>
            <td>{images.unchanged}</td>
            <td>
              {images.conflicts.length}
              {images.conflicts.length + images.updated.length > 0 && (
                <ul className="archive-conflicts" aria-label="Stored images this would change">
                  {[...images.updated, ...images.conflicts].map((path) => (
                    <li key={path}>{path}</li>
                  ))}
                </ul>
              )}
            </td>
            <td>—</td>
          </tr>
        </tbody>
      </HTMLTable>
      {hasNewerCopies(report) && (
        <Checkbox
          checked={overwriteNewer}
          label="Replace what changed here after the archive was made (otherwise it is kept)"
          onChange={(event) => {
            onOverwriteNewer(event.currentTarget.checked)
          }}
        />
      )}
      {noteKinds.map(([kind, label]) => (
        <details key={kind} className="archive-notes">
          <summary>
            {label} ({report.notes.filter((note) => note.kind === kind).length})
          </summary>
          <ul>
            {report.notes
              .filter((note) => note.kind === kind)
              .map((note, index) => (
                <li key={index}>
                  <strong>{note.subject}</strong>: {note.message}
                </li>
              ))}
          </ul>
        </details>
      ))}
    </div>
  )
}
