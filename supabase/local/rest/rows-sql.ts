import type { Answer } from './accept.ts'
import type { SelectedColumn } from './query.ts'
import { quoteIdentifier } from './sql.ts'

/** The SQL that reads and answers rows, shared by reads and the representation of writes. */

/** The select list over a row alias: every column, or the ones named, under their keys. */
export function selectList(alias: string, columns: SelectedColumn[] | null): string {
  if (columns === null) return `${alias}.*`
  return columns
    .map(
      ({ column, alias: key }) => `${alias}.${quoteIdentifier(column)} as ${quoteIdentifier(key)}`,
    )
    .join(', ')
}

/** The rows of `_r` as the answer's JSON text: an array, or its one row. */
export function bodyOf(answer: Answer): string {
  return answer === 'object' ? `(json_agg(_r) -> 0)::text` : `coalesce(json_agg(_r), '[]')::text`
}

/** The Content-Type of a JSON answer. */
export function jsonAnswer(answer: Answer): Record<string, string> {
  return {
    'Content-Type':
      answer === 'object'
        ? 'application/vnd.pgrst.object+json; charset=utf-8'
        : 'application/json; charset=utf-8',
  }
}
