import { Callout, Checkbox, HTMLTable } from '@blueprintjs/core'
import type { RestoreReport, RowRef, TableReport } from '../../archive/restoreReport.ts'
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

/** One row an import would write over: what it holds here now, and the import's copy. */
function replacement(table: TableReport, row: RowRef): string {
  const change =
    row.current !== undefined && row.current !== row.name
      ? `“${row.current}” would become “${row.name}”`
      : `“${row.name}”`
  return `${table.label}: ${change}`
}

/**
 * What an import would write over, said plainly: a row the site holds now, replaced by the
 * import's copy (its own post imported again, changed since).
 */
function Replaced({ tables }: { tables: readonly TableReport[] }) {
  const lines = tables.flatMap((table) => table.updated.map((row) => replacement(table, row)))
  if (lines.length === 0) return null
  return (
    <Callout
      intent="warning"
      title="Replaced: the site’s copy is written over"
      className="admin-callout"
    >
      <p>
        The import holds {lines.length === 1 ? 'this row' : `these ${String(lines.length)} rows`}{' '}
        already; what the site has now would be replaced by the import’s copy:
      </p>
      <ul className="archive-conflicts" aria-label="Rows the import would replace">
        {lines.slice(0, LISTED).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length > LISTED && <li>and {lines.length - LISTED} more</li>}
      </ul>
    </Callout>
  )
}

interface DryRunSummaryProps {
  report: RestoreReport
  /** An import: rows it would change are said to be replaced. */
  importing: boolean
  overwriteNewer: boolean
  onOverwriteNewer: (value: boolean) => void
}

/**
 * A dry run: per table what would be created, changed (for an import: replaced), left alone,
 * and what conflicts.
 */
export function DryRunSummary({
  report,
  importing,
  overwriteNewer,
  onOverwriteNewer,
}: DryRunSummaryProps) {
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
            <th scope="col">{importing ? 'Replaced' : 'Changed'}</th>
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
      {importing && <Replaced tables={report.tables} />}
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
