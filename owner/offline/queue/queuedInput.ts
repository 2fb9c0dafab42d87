import { checkValue } from '../../archive/columns.ts'
import { ARCHIVE_TABLES } from '../../archive/tables.ts'
import type { ContentInput, EditableTable } from '../../../shared/backend/contentTables.ts'
import type { JsonObject } from '../store/draftStore.ts'

/** A queued input whose every field is a column of its table, holding a value of that column. */
type TableInput = JsonObject & ContentInput<EditableTable>

/**
 * What keeps a queued input from being written to its table, field by field against the
 * table's columns (the archive's column list): a field the table no longer has (an entry
 * queued by an older version of the app) or a value of the wrong kind (a damaged entry).
 * Empty when every field fits.
 */
export function queuedInputProblems(table: EditableTable, input: JsonObject): string[] {
  const columns = ARCHIVE_TABLES.find((spec) => spec.name === table)?.columns ?? {}
  return Object.entries(input).flatMap(([field, value]) => {
    const column = Object.hasOwn(columns, field) ? columns[field] : undefined
    if (!column) return [`${field} is not a field of ${table}`]
    const check = checkValue(column, value)
    return check.ok ? [] : [`${field} ${check.problem}`]
  })
}

/** Whether a queued input can be written to its table as it is (see queuedInputProblems). */
export function isTableInput(table: EditableTable, input: JsonObject): input is TableInput {
  return queuedInputProblems(table, input).length === 0
}
