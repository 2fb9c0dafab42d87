import {
  ARCHIVE_TIME,
  type ArchiveRow,
  type ArchiveValue,
  type ColumnSpec,
  type ValueCheck,
  checkValue,
  sameValue,
  valueText,
} from './columns.ts'
import type { ArchiveTable } from './tables.ts'

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function restoreColumn(spec: ColumnSpec, value: unknown, archiveTime: string): ValueCheck {
  if (value !== undefined) return checkValue(spec, value)
  if (spec.fallback === ARCHIVE_TIME) return { ok: true, value: archiveTime }
  if (spec.fallback !== undefined) return { ok: true, value: spec.fallback }
  if (spec.nullable) return { ok: true, value: null }
  return { ok: false, problem: 'is missing' }
}

export interface RestoredRows {
  rows: ArchiveRow[]
  problems: string[]
}

/**
 * The restore step for a table's rows read from a file: each row gets every column of the table
 * in order (a missing one its default, a row without a time the archive's time), fields the
 * table does not have are dropped, and every wrong value, repeated id or repeated unique value
 * is listed, with where it is.
 */
export function restoreRows(
  table: ArchiveTable,
  raw: unknown,
  where: string,
  archiveTime: string,
): RestoredRows {
  if (!Array.isArray(raw)) return { rows: [], problems: [`${where} is not a list of rows`] }
  const rows: ArchiveRow[] = []
  const problems: string[] = []
  const seen = new Map<string, Map<ArchiveValue, number>>(
    ['id', ...table.unique].map((column) => [column, new Map()]),
  )
  raw.forEach((item: unknown, index) => {
    const at = `${where}, row ${index + 1}`
    if (!isRecord(item)) {
      problems.push(`${at} is not an object`)
      return
    }
    const row: Record<string, ArchiveValue> = {}
    let valid = true
    for (const [column, spec] of Object.entries(table.columns)) {
      const checked = restoreColumn(spec, item[column], archiveTime)
      if (checked.ok) row[column] = checked.value
      else {
        valid = false
        problems.push(`${at}: ${column} ${checked.problem}`)
      }
    }
    if (!valid) return
    for (const [column, values] of seen) {
      const value = row[column] ?? null
      const first = values.get(value)
      if (first !== undefined) {
        problems.push(`${at}: ${column} is the same as in row ${first} (${valueText(value)})`)
        valid = false
      } else if (value !== null) values.set(value, index + 1)
    }
    if (valid) rows.push(row)
  })
  return { rows, problems }
}

/**
 * Whether two copies of a row hold the same content. The time of last change is left out: a
 * copy restored or imported again with nothing changed is the same row.
 */
export function sameContent(table: ArchiveTable, a: ArchiveRow, b: ArchiveRow): boolean {
  return Object.entries(table.columns).every(
    ([column, spec]) =>
      column === 'updated_at' || sameValue(spec, a[column] ?? null, b[column] ?? null),
  )
}
