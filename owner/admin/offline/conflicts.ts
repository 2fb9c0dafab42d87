import type { JsonObject, JsonValue } from '../../offline/store/draftStore.ts'

/** One field of a form, and the columns it writes (a post's Content writes its read time too). */
export interface ConflictField {
  label: string
  columns: string[]
}

export interface FieldComparison extends ConflictField {
  mine: JsonValue
  server: JsonValue
  differs: boolean
}

const valueOf = (row: JsonObject, columns: string[]): JsonValue =>
  // The first column is the one the owner sees; the others follow from it.
  row[columns[0] ?? ''] ?? null

/** The owner's version and the server's, field by field, for the fields the owner saved. */
export function compareFields(
  fields: readonly ConflictField[],
  mine: JsonObject,
  server: JsonObject,
): FieldComparison[] {
  return fields
    .filter((field) => field.columns.some((column) => column in mine))
    .map((field) => {
      const ours = valueOf(mine, field.columns)
      const theirs = valueOf(server, field.columns)
      return {
        ...field,
        mine: ours,
        server: theirs,
        differs: JSON.stringify(ours) !== JSON.stringify(theirs),
      }
    })
}

/** The row to write: the owner's version, with the server's columns of the fields they chose. */
export function mergeChoices(
  fields: readonly ConflictField[],
  mine: JsonObject,
  server: JsonObject,
  keepServer: ReadonlySet<string>,
): JsonObject {
  const merged: JsonObject = { ...mine }
  for (const field of fields) {
    if (!keepServer.has(field.label)) continue
    for (const column of field.columns) merged[column] = server[column] ?? null
  }
  return merged
}
