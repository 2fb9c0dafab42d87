import type { RestoreReport, TableReport } from '../../shared/archive/restoreReport.ts'
import { NOTE_LABELS } from '../../shared/archive/restoreSummary.ts'

const LISTED = 10

function listed(label: string, names: readonly string[]): string[] {
  if (names.length === 0) return []
  const shown = names.slice(0, LISTED).map((name) => `“${name}”`)
  const more = names.length > LISTED ? `, and ${names.length - LISTED} more` : ''
  return [`    ${label}: ${shown.join(', ')}${more}`]
}

function tableLines(table: TableReport): string[] {
  const counts = [
    `${table.created.length} new`,
    `${table.updated.length} changed`,
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
      'changed',
      table.updated.map((row) => row.name),
    ),
    ...table.conflicts.slice(0, LISTED).map((row) => `    conflict: “${row.name}”: ${row.message}`),
  ]
}

/** The dry run as lines of text for the terminal. */
export function describeReport(report: RestoreReport): string[] {
  const { images } = report
  const lines = [
    'What this would write:',
    ...report.tables.flatMap(tableLines),
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
