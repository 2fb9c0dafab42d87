import type { Rows } from './body.ts'
import type { Column, Table } from './catalogue.ts'
import { RestError } from './errors.ts'
import { type SqlParameters, publicName, quoteIdentifier } from './sql.ts'

/**
 * INSERT (and upsert), UPDATE and DELETE as PostgREST writes them: the body's rows are read by
 * PostgreSQL (json_to_recordset casts each value to its column's type), and the statement
 * returns only what the answer needs, so a write that asks for no representation needs no
 * right to read the rows. The target's alias is `_t`, which the request's filters name.
 */

/** What a mutation returns: a count only, whether each row was inserted, or the rows too. */
export type Returning = 'count' | 'inserted' | 'rows'

export interface Conflict {
  columns: string[]
  action: 'merge' | 'ignore'
}

export function insertSql(
  params: SqlParameters,
  table: Table,
  rows: Rows,
  options: { conflict: Conflict | null; returning: Returning },
): string {
  const columns = bodyColumns(table, rows.keys)
  const names = columns.map((column) => quoteIdentifier(column.name))
  const values = names.map((name) => `_b.${name}`)
  const array = `(select case json_typeof(j) when 'array' then j else json_build_array(j) end from (select ${params.add(rows.json)}::json as j) as _p)`
  const source =
    columns.length === 0
      ? `json_array_elements(${array}) as _e`
      : `json_to_recordset(${array}) as _b(${typedColumns(columns)})`
  let conflict = ''
  if (options.conflict) {
    const updates = names.map((name) => `${name} = excluded.${name}`)
    const action =
      options.conflict.action === 'ignore' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.join(', ')}`
    conflict = ` on conflict (${options.conflict.columns.map(quoteIdentifier).join(', ')}) ${action}`
  }
  const columnList = names.length > 0 ? ` (${names.join(', ')})` : ''
  return `insert into ${publicName(table.name)} as _t${columnList} select ${values.join(', ')} from ${source}${conflict} ${returningClause(options.returning, true)}`
}

/** An UPDATE of the rows the conditions keep; with nothing to set, a read of no rows. */
export function updateSql(
  params: SqlParameters,
  table: Table,
  rows: Rows,
  options: { conditions: string[]; returning: Returning },
): string {
  const columns = bodyColumns(table, rows.keys)
  const target = `${publicName(table.name)} as _t`
  if (columns.length === 0)
    return `select _t as _row, false as _inserted from ${target} where false`
  const assignments = columns.map(
    (column) => `${quoteIdentifier(column.name)} = _b.${quoteIdentifier(column.name)}`,
  )
  const source = `json_to_record(${params.add(rows.json)}::json) as _b(${typedColumns(columns)})`
  return `update ${target} set ${assignments.join(', ')} from ${source}${whereClause(options.conditions)} ${returningClause(options.returning, false)}`
}

export function deleteSql(table: Table, conditions: string[], returning: Returning): string {
  return `delete from ${publicName(table.name)} as _t${whereClause(conditions)} ${returningClause(returning, false)}`
}

/**
 * An UPDATE or DELETE must be filtered: pg-safeupdate, which hosted Supabase loads for API
 * requests, refuses one without a WHERE clause.
 */
export function requireConditions(conditions: string[], command: 'UPDATE' | 'DELETE'): void {
  if (conditions.length === 0) {
    throw new RestError(400, '21000', `${command} requires a WHERE clause`)
  }
}

function whereClause(conditions: string[]): string {
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
}

/** An inserted row has no xmax yet; a row an upsert updated has its own transaction's. */
function returningClause(returning: Returning, insert: boolean): string {
  const inserted = insert ? '(_t.xmax = 0) as _inserted' : 'false as _inserted'
  if (returning === 'count') return 'returning 1 as _one'
  if (returning === 'inserted') return `returning ${inserted}`
  return `returning _t as _row, ${inserted}`
}

function typedColumns(columns: Column[]): string {
  return columns.map((column) => `${quoteIdentifier(column.name)} ${column.type}`).join(', ')
}

/** Each key must be a column: PGRST204 otherwise, as PostgREST checks its schema cache. */
function bodyColumns(table: Table, keys: string[]): Column[] {
  return keys.map((key) => {
    const column = table.columns.get(key)
    if (!column) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table.name}' in the schema cache`,
      )
    }
    return column
  })
}
