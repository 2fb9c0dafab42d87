import type {
  RestoreReport,
  RowConflict,
  RowRef,
  TableReport,
} from '../../owner/archive/restoreReport.ts'
import { NOTE_LABELS } from '../../owner/archive/restoreSummary.ts'

const LISTED = 10

function listed(label: string, names: readonly string[]): string[] {
  if (names.length === 0) return []
  const shown = names.slice(0, LISTED).map((name) => `“${name}”`)
  const more = names.length > LISTED ? `, and ${names.length - LISTED} more` : ''
  return [`    ${label}: ${shown.join(', ')}${more}`]
}

/** An import's row that would write over the backend's: what it holds now, and the copy. */
const replacement = (row: RowRef) =>
  row.current !== undefined && row.current !== row.name
    ? `${row.current}” would become “${row.name}`
    : row.name

function tableLines(table: TableReport, importing: boolean): string[] {
  const counts = [
    `${table.created.length} new`,
    `${table.updated.length} ${importing ? 'replaced' : 'changed'}`,
    `${table.unchanged} unchanged`,
    ...(table.conflicts.length > 0 ? [`${table.conflicts.length} in conflict`] : []),
    ...(table.onlyInBackend > 0 ? [`${table.onlyInBackend} only in the backend (kept)`] : []),
  ]
  return [
    `  ${table.label}: ${counts.join(', ')}`,
    ...listed(
      'new',
      table.created.map((row) => row.name),
    ),
    ...listed(
      importing ? 'replaced' : 'changed',
      table.updated.map((row) => (importing ? replacement(row) : row.name)),
    ),
    ...table.conflicts.slice(0, LISTED).map((row) => `    conflict: “${row.name}”: ${row.message}`),
  ]
}

/** The dry run as lines of text for the terminal; an import's changes are said to replace. */
export function describeReport(report: RestoreReport, importing = false): string[] {
  const { images } = report
  const lines = [
    'What this would write:',
    ...report.tables.flatMap((table) => tableLines(table, importing)),
    `  Images: ${images.created.length} new, ${images.updated.length} changed, ${images.unchanged} unchanged${images.conflicts.length > 0 ? `, ${images.conflicts.length} already stored and different (kept unless replaced)` : ''}`,
    // Every stored file a write would change, by name: none is replaced unseen.
    ...[...images.updated, ...images.conflicts].map((path) => `    would change: ${path}`),
  ]
  for (const [kind, label] of Object.entries(NOTE_LABELS)) {
    const notes = report.notes.filter((note) => note.kind === kind)
    if (notes.length === 0) continue
    lines.push(
      `${label} (${String(notes.length)}):`,
      ...notes.map((note) => `  ${note.subject}: ${note.message}`),
    )
  }
  return lines
}

/** The rows a restore left out, after it wrote the rest. */
export function describeNotWritten(rows: readonly RowConflict[]): string[] {
  if (rows.length === 0) return []
  return [
    `Not written, as the dry run said (${String(rows.length)}):`,
    ...rows.map((row) => `  “${row.name}”: ${row.message}`),
  ]
}
