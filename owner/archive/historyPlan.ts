import { type ArchiveRow, timeValue, valueText } from './columns.ts'
import { type TableReport, emptyTableReport } from './restoreReport.ts'
import type { RowWrite } from './restoreWrites.ts'
import { ARCHIVE_TABLES, type ArchiveTable, HISTORY_STATE } from './tables.ts'

/** What identifies a history row: every column but its state, times to the millisecond. */
function historyKey(table: ArchiveTable, row: ArchiveRow): string {
  const values = Object.entries(table.columns)
    .filter(([column]) => column !== HISTORY_STATE)
    .map(([column, spec]) => {
      const value = row[column] ?? null
      return spec.kind === 'timestamp' && typeof value === 'string' ? timeValue(value) : value
    })
  return JSON.stringify(values)
}

/** How the dry run names a revision: its title and when it was made. */
function revisionName(table: ArchiveTable, row: ArchiveRow): string {
  const time = typeof row.created_at === 'string' ? row.created_at.slice(0, 16) : ''
  return `${valueText(row[table.nameColumn])} (${time.replace('T', ' ')})`
}

/**
 * The dry run of a history table (post revisions): the archive's rows the backend does not
 * have are added; those it has are left alone; none is ever changed, so none conflicts.
 */
export function planHistory(
  table: (typeof ARCHIVE_TABLES)[number],
  current: readonly ArchiveRow[],
  incoming: readonly ArchiveRow[],
): { report: TableReport; writes: RowWrite[] } {
  const held = new Set(current.map((row) => historyKey(table, row)))
  const coming = new Set(incoming.map((row) => historyKey(table, row)))
  const report = emptyTableReport(
    table,
    current.filter((row) => !coming.has(historyKey(table, row))).length,
  )
  const writes: RowWrite[] = []
  for (const row of incoming) {
    const key = historyKey(table, row)
    if (held.has(key)) {
      report.unchanged++
      continue
    }
    held.add(key)
    report.created.push({ id: valueText(row.post_id), name: revisionName(table, row) })
    writes.push({ table, row, version: null, overwritesNewer: false })
  }
  return { report, writes }
}
