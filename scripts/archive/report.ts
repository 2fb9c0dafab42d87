import type { ArchiveNote } from '../../shared/archive/notes.ts'
import type { RestoreReport, TableReport } from '../../shared/archive/restorePlan.ts'

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

const NOTE_LABELS: Record<ArchiveNote['kind'], string> = {
  'remote-image': 'Images only on the web (linked, not copied)',
  'missing-image': 'Images not found among the files given',
  renamed: 'New addresses',
  changed: 'Changed on the way in',
  skipped: 'Not imported',
  'left-out': 'Left out',
}

/** The dry run as lines of text for the terminal. */
export function describeReport(report: RestoreReport): string[] {
  const { images } = report
  const lines = [
    'What this would write:',
    ...report.tables.flatMap(tableLines),
    `  Images: ${images.created.length} new, ${images.updated.length} changed, ${images.unchanged} unchanged${images.conflicts.length > 0 ? `, ${images.conflicts.length} changed in the backend since` : ''}`,
  ]
  for (const [kind, label] of Object.entries(NOTE_LABELS)) {
    const notes = report.notes.filter((note) => note.kind === kind)
    if (notes.length === 0) continue
    lines.push(`${label}:`, ...notes.map((note) => `  ${note.subject}: ${note.message}`))
  }
  return lines
}

/** How many rows and images the restore writes, with or without the newer copies. */
export function writesOf(report: RestoreReport, overwriteNewer: boolean): number {
  const newer = (table: TableReport) =>
    overwriteNewer ? table.conflicts.filter((row) => row.reason === 'newer').length : 0
  return (
    report.tables.reduce(
      (sum, table) => sum + table.created.length + table.updated.length + newer(table),
      0,
    ) +
    report.images.created.length +
    report.images.updated.length +
    (overwriteNewer ? report.images.conflicts.length : 0)
  )
}
