import type { SqlSession } from '../database/Database.ts'
import type { Table } from './catalogue.ts'
import { RestError } from './errors.ts'
import type { Preferences } from './prefer.ts'
import type { RequestQuery } from './query-syntax.ts'
import {
  SqlParameters,
  TARGET,
  columnReference,
  orderByClause,
  qualifiedName,
  quoteIdentifier,
  selectList,
  unknownColumn,
  whereClause,
} from './sql.ts'

/** Rows an operation produced, already rendered as JSON by PostgreSQL. */
export interface Rows {
  /** A JSON array, or null when the caller asked for no representation. */
  json: string | null
  /** The first row as a JSON object, for singular responses. */
  firstJson: string | null
  count: number
}

export interface ReadOptions {
  offset: number
  limit: number
  withTotal: boolean
}

/** GET: the rows the caller's role may see, plus the total when a count was asked for. */
export async function readRows(
  session: SqlSession,
  schema: string,
  table: Table,
  query: RequestQuery,
  options: ReadOptions,
): Promise<Rows & { total: number | null }> {
  const params = new SqlParameters()
  const from = ` from ${qualifiedName(schema, table.name)} as ${TARGET}`
  const where = whereClause(table, query.filters, params)
  const rows = await representation(
    session,
    `_r as (select ${selectList(table, query.select)}${from}${where}${orderByClause(table, query.order)}` +
      ` limit ${params.add(options.limit)} offset ${params.add(options.offset)})`,
    params,
  )
  if (!options.withTotal) return { ...rows, total: null }
  const countParams = new SqlParameters()
  const [total] = await session.query<{ total: number }>(
    `select count(*)::int as total${from}${whereClause(table, query.filters, countParams)}`,
    countParams.values,
  )
  return { ...rows, total: total?.total ?? 0 }
}

/** POST: inserts one object or an array of them; upserts with a resolution preference. */
export async function insertRows(
  session: SqlSession,
  schema: string,
  table: Table,
  query: RequestQuery,
  preferences: Preferences,
  payload: Record<string, unknown>[],
): Promise<Rows> {
  assertWritable(table)
  // With `missing=default`, a key a row leaves out takes the column default, so rows are
  // inserted in groups that share their keys; otherwise a missing key is NULL (PostgREST).
  const groups = preferences.missingDefault
    ? groupByKeys(payload)
    : [{ columns: query.columns ?? unionOfKeys(payload), rows: payload }]

  const results: Rows[] = []
  for (const group of groups) {
    for (const column of group.columns) {
      if (!table.columns.has(column)) throw columnNotInSchema(table, column)
    }
    const params = new SqlParameters()
    const target = `${qualifiedName(schema, table.name)} as ${TARGET}`
    const insert =
      group.columns.length === 0
        ? `insert into ${target} default values`
        : `insert into ${target} (${group.columns.map(quoteIdentifier).join(', ')})` +
          ` select ${group.columns.map(quoteIdentifier).join(', ')}` +
          ` from json_populate_recordset(null::${qualifiedName(schema, table.name)}, ${params.add(JSON.stringify(group.rows))}::json)`
    const statement = `${insert}${conflictClause(table, query, preferences, group.columns)}`
    const rowsToInsert = group.columns.length === 0 ? group.rows.length : 1
    for (let repeat = 0; repeat < rowsToInsert; repeat++) {
      results.push(await write(session, table, query, preferences, statement, params))
    }
  }
  return combine(results, preferences.returnRepresentation)
}

/** PATCH: updates the filtered rows with the object's keys. */
export async function updateRows(
  session: SqlSession,
  schema: string,
  table: Table,
  query: RequestQuery,
  preferences: Preferences,
  payload: Record<string, unknown>,
): Promise<Rows> {
  assertWritable(table)
  requireFilters('UPDATE', query)
  const columns = query.columns ?? Object.keys(payload)
  for (const column of columns) {
    if (!table.columns.has(column)) throw columnNotInSchema(table, column)
  }
  if (columns.length === 0) return { json: '[]', firstJson: null, count: 0 }
  const params = new SqlParameters()
  const values = params.add(JSON.stringify(payload))
  const assignments = columns.map((c) => `${quoteIdentifier(c)} = _v.${quoteIdentifier(c)}`)
  const statement =
    `update ${qualifiedName(schema, table.name)} as ${TARGET} set ${assignments.join(', ')}` +
    ` from json_populate_record(null::${qualifiedName(schema, table.name)}, ${values}::json) as _v` +
    whereClause(table, query.filters, params)
  return write(session, table, query, preferences, statement, params)
}

/** DELETE: removes the filtered rows. */
export async function deleteRows(
  session: SqlSession,
  schema: string,
  table: Table,
  query: RequestQuery,
  preferences: Preferences,
): Promise<Rows> {
  assertWritable(table)
  requireFilters('DELETE', query)
  const params = new SqlParameters()
  const statement =
    `delete from ${qualifiedName(schema, table.name)} as ${TARGET}` +
    whereClause(table, query.filters, params)
  return write(session, table, query, preferences, statement, params)
}

/**
 * Runs a write. With `return=representation` the written rows come back through RETURNING (which
 * RLS also checks against the SELECT policies, as in PostgREST); otherwise nothing is returned,
 * so a visitor may insert a row they are not allowed to read back.
 */
async function write(
  session: SqlSession,
  table: Table,
  query: RequestQuery,
  preferences: Preferences,
  statement: string,
  params: SqlParameters,
): Promise<Rows> {
  if (!preferences.returnRepresentation) {
    const count = await session.execute(statement, params.values)
    return { json: null, firstJson: null, count }
  }
  // A data-modifying statement must sit in a top-level WITH clause.
  return representation(
    session,
    `${TARGET} as (${statement} returning ${TARGET}.*), _r as (select ${selectList(table, query.select)} from ${TARGET})`,
    params,
  )
}

/** Renders the rows of the `_r` query defined in `withQueries` as JSON, in PostgreSQL. */
async function representation(
  session: SqlSession,
  withQueries: string,
  params: SqlParameters,
): Promise<Rows> {
  const [row] = await session.query<{ json: string; first_json: string | null; count: number }>(
    `with ${withQueries} select coalesce(json_agg(_r), '[]')::text as json,` +
      ` (json_agg(_r) -> 0)::text as first_json, count(*)::int as count from _r`,
    params.values,
  )
  return { json: row?.json ?? '[]', firstJson: row?.first_json ?? null, count: row?.count ?? 0 }
}

function conflictClause(
  table: Table,
  query: RequestQuery,
  preferences: Preferences,
  columns: string[],
): string {
  if (!preferences.resolution) return ''
  const target = query.onConflict ?? table.primaryKey
  if (target.length === 0) {
    throw new RestError(400, 'PGRST103', `Table ${table.name} has no primary key to upsert on`)
  }
  const conflictColumns = target.map((column) => {
    columnReference(table, column)
    return quoteIdentifier(column)
  })
  const updates = columns.map((c) => `${quoteIdentifier(c)} = excluded.${quoteIdentifier(c)}`)
  const action =
    preferences.resolution === 'ignore-duplicates' || updates.length === 0
      ? 'do nothing'
      : `do update set ${updates.join(', ')}`
  return ` on conflict (${conflictColumns.join(', ')}) ${action}`
}

function combine(results: Rows[], withJson: boolean): Rows {
  if (results.length === 1 && results[0]) return results[0]
  const rows = results.flatMap((result) =>
    result.json ? (JSON.parse(result.json) as unknown[]) : [],
  )
  const count = results.reduce((sum, result) => sum + result.count, 0)
  return {
    json: withJson ? JSON.stringify(rows) : null,
    firstJson: rows.length > 0 ? JSON.stringify(rows[0]) : null,
    count,
  }
}

function groupByKeys(rows: Record<string, unknown>[]): { columns: string[]; rows: typeof rows }[] {
  const groups = new Map<string, { columns: string[]; rows: typeof rows }>()
  for (const row of rows) {
    const columns = Object.keys(row).sort()
    const key = columns.join('\u0000')
    const group = groups.get(key) ?? { columns, rows: [] }
    group.rows.push(row)
    groups.set(key, group)
  }
  return [...groups.values()]
}

function unionOfKeys(rows: Record<string, unknown>[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))]
}

function requireFilters(command: 'UPDATE' | 'DELETE', query: RequestQuery): void {
  // Hosted Supabase runs pg-safeupdate for API requests: no unfiltered UPDATE or DELETE.
  if (query.filters.length === 0) {
    throw new RestError(400, '21000', `${command} requires a WHERE clause`)
  }
}

function assertWritable(table: Table): void {
  if (!table.writable) {
    throw new RestError(
      405,
      'PGRST127',
      `Writing to ${table.name} is not supported by the local backend`,
    )
  }
}

function columnNotInSchema(table: Table, column: string): RestError {
  const error = unknownColumn(table, column)
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
    error.details,
  )
}
