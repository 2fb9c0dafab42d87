import type { Column, ExposedSchema, Relation } from './catalogue.ts'
import { RestError } from './errors.ts'
import { relationSource, resolveField, shapeOf } from './fields.ts'
import type { Payload } from './payload.ts'
import type { RequestQuery } from './query-syntax.ts'
import { type ConditionScope, conditionFor, logicSql } from './read-conditions.ts'
import { type SqlParameters, qualifiedName, quoteIdentifier, quoteLiteral } from './sql.ts'

/**
 * INSERT (and upsert, and PUT), UPDATE and DELETE as PostgREST writes them, the rows an UPDATE
 * or DELETE changes picked by the request's filters: the body's rows are
 * read by PostgreSQL (json_to_recordset casts each value to its column's type), `missing=default`
 * merges each column's default into every row first, and the statement returns only what the
 * response needs, so a write that asks for no representation needs no right to read the rows.
 */

/** The alias every mutation gives its target; filters on the target are written against it. */
export const TARGET = '_t'

/** What a mutation returns: a count only, whether each row was inserted, or the rows too. */
export type Returning = 'count' | 'inserted' | 'rows'

export interface Conflict {
  columns: string[]
  action: 'merge' | 'ignore'
}

export function insertStatement(
  params: SqlParameters,
  relation: Relation,
  payload: Payload,
  options: {
    missingDefault: boolean
    conflict: Conflict | null
    returning: Returning
    where?: string[]
  },
): string {
  const columns = payloadColumns(relation, payload.keys)
  const target = `${qualifiedName(relation.schema, relation.name)} as ${TARGET}`
  const names = columns.map((column) => quoteIdentifier(column.name))
  const rows = bodyRows(params, payload, columns, options.missingDefault, 'many')
  const values = columns.map((column) => `_b.${quoteIdentifier(column.name)}`)
  const where =
    options.where && options.where.length > 0 ? ` where ${options.where.join(' and ')}` : ''
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
  return `insert into ${target}${columnList} select ${values.join(', ')} from ${rows}${where}${conflict} ${returningClause(options.returning, true)}`
}

export function updateStatement(
  params: SqlParameters,
  relation: Relation,
  payload: Payload,
  options: { missingDefault: boolean; conditions: string[]; returning: Returning },
): string {
  const columns = payloadColumns(relation, payload.keys)
  const target = `${qualifiedName(relation.schema, relation.name)} as ${TARGET}`
  if (columns.length === 0) {
    // Nothing to set: the representation of no rows.
    return `select ${TARGET} as _row from ${target} where false`
  }
  const assignments = columns.map(
    (column) => `${quoteIdentifier(column.name)} = _b.${quoteIdentifier(column.name)}`,
  )
  const rows = bodyRows(params, payload, columns, options.missingDefault, 'one')
  return `update ${target} set ${assignments.join(', ')} from ${rows}${conditionsClause(options.conditions)} ${returningClause(options.returning, false)}`
}

/**
 * The rows an UPDATE or DELETE changes: the request's top-level filters and logic trees as the
 * mutation's own WHERE, written against its target. Filters on embedded resources belong to
 * the representation's read, not here.
 */
export function targetConditions(
  target: { schema: ExposedSchema; relation: Relation; query: RequestQuery; params: SqlParameters },
  command: 'UPDATE' | 'DELETE',
): string[] {
  const { schema, relation, query, params } = target
  const shape = shapeOf(relation)
  const source = relationSource(relation.schema, relation.name)
  const scope: ConditionScope = {
    embeds: [],
    referenced: new Set(),
    field: (path) => resolveField(schema, shape, source, TARGET, path),
    params,
  }
  const conditions = [
    ...query.filters
      .filter((filter) => filter.path.length === 0)
      .map((filter) => conditionFor(filter.condition, scope)),
    ...query.logic
      .filter((logic) => logic.path.length === 0)
      .map((logic) => logicSql(logic.tree, scope)),
  ]
  if (conditions.length === 0) {
    // pg-safeupdate, which hosted Supabase loads for API requests.
    throw new RestError(400, '21000', `${command} requires a WHERE clause`)
  }
  return conditions
}

export function deleteStatement(
  relation: Relation,
  conditions: string[],
  returning: Returning,
): string {
  return `delete from ${qualifiedName(relation.schema, relation.name)} as ${TARGET}${conditionsClause(conditions)} ${returningClause(returning, false)}`
}

function conditionsClause(conditions: string[]): string {
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
}

function returningClause(returning: Returning, insert: boolean): string {
  const inserted = insert ? `(${TARGET}.xmax = 0) as _inserted` : 'false as _inserted'
  if (returning === 'count') return 'returning 1 as _one'
  if (returning === 'inserted') return `returning ${inserted}`
  return `returning ${TARGET} as _row, ${inserted}`
}

/** The body's rows typed as the target's columns: `json_to_recordset(...) as _b(...)`. */
function bodyRows(
  params: SqlParameters,
  payload: Payload,
  columns: Column[],
  missingDefault: boolean,
  count: 'one' | 'many',
): string {
  const typed = columns.map((column) => `${quoteIdentifier(column.name)} ${column.type}`).join(', ')
  const body = params.add(payload.json)
  if (columns.length === 0) {
    return `json_array_elements((select case json_typeof(j) when 'array' then j else json_build_array(j) end from (select ${body}::json as j) as _p)) as _e`
  }
  const defaults = columns
    .filter((column) => column.defaultSql !== null)
    .map((column) => `${quoteLiteral(column.name)}, ${column.defaultSql ?? 'null'}`)
  if (count === 'one') {
    return missingDefault && defaults.length > 0
      ? `jsonb_to_record(jsonb_build_object(${defaults.join(', ')}) || ${body}::jsonb) as _b(${typed})`
      : `json_to_record(${body}::json) as _b(${typed})`
  }
  const array = `(select case json_typeof(j) when 'array' then j else json_build_array(j) end from (select ${body}::json as j) as _p)`
  if (!missingDefault || defaults.length === 0) return `json_to_recordset(${array}) as _b(${typed})`
  const withDefaults = `(select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e), '[]') from jsonb_array_elements(${array}::jsonb) as _e)`
  return `jsonb_to_recordset(${withDefaults}) as _b(${typed})`
}

/** Each key must be a column: PGRST204 otherwise, as PostgREST checks its schema cache. */
function payloadColumns(relation: Relation, keys: string[]): Column[] {
  return keys.map((key) => {
    const column = relation.columns.get(key)
    if (!column) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
      )
    }
    return column
  })
}
