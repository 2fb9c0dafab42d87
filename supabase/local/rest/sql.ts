import type { Table } from './catalogue.ts'
import { RestError, badQuery } from './errors.ts'
import { type Filter, type OrderTerm, type SelectItem, parseInList } from './query-syntax.ts'

/** Builds the SQL for a request. Names are checked against the catalogue; values are bound. */

/** The alias every statement gives the table it works on. */
export const TARGET = '_t'

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`
}

/** Collects bound values and hands out their `$n` placeholders. */
export class SqlParameters {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** 42703, as PostgreSQL and PostgREST report an unknown column. */
export function unknownColumn(table: Table, column: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${column} does not exist`)
}

export function columnReference(table: Table, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table, column)
  return `${TARGET}.${quoteIdentifier(column)}`
}

export function selectList(table: Table, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${TARGET}.*`
      const cast = item.cast ? `::${item.cast}` : ''
      return `${columnReference(table, item.column)}${cast} as ${quoteIdentifier(item.alias ?? item.column)}`
    })
    .join(', ')
}

export function orderByClause(table: Table, order: OrderTerm[]): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : ''
    const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
    return `${columnReference(table, term.column)}${direction}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

/** ` where ...` for the filters, or an empty string when there are none. */
export function whereClause(table: Table, filters: Filter[], params: SqlParameters): string {
  if (filters.length === 0) return ''
  return ` where ${filters.map((filter) => renderFilter(table, filter, params)).join(' and ')}`
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
}

const IS_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

function renderFilter(table: Table, filter: Filter, params: SqlParameters): string {
  const sql =
    filter.kind === 'group'
      ? `(${filter.filters.map((child) => renderFilter(table, child, params)).join(` ${filter.combinator} `)})`
      : renderCondition(table, filter, params)
  return filter.negated ? `not ${sql}` : sql
}

function renderCondition(
  table: Table,
  condition: Extract<Filter, { kind: 'condition' }>,
  params: SqlParameters,
): string {
  const column = columnReference(table, condition.column)
  switch (condition.operator) {
    case 'is': {
      const literal = IS_VALUES[condition.value.toLowerCase()]
      if (!literal) throw badQuery(`failed to parse filter (is.${condition.value})`)
      return `(${column} is ${literal})`
    }
    case 'in':
      return `(${column} = any(${params.add(postgresArrayLiteral(parseInList(condition.value)))}))`
    case 'like':
    case 'ilike':
      return `(${column} ${COMPARISONS[condition.operator]} ${params.add(condition.value.replaceAll('*', '%'))})`
    default:
      return `(${column} ${COMPARISONS[condition.operator]} ${params.add(condition.value)})`
  }
}

/** `{"a","b"}`: an array literal that PostgreSQL casts to the column's array type. */
export function postgresArrayLiteral(items: string[]): string {
  const quoted = items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
  return `{${quoted.join(',')}}`
}
