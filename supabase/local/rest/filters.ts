import type { Filter } from './query.ts'
import { type SqlParameters, quoteIdentifier } from './sql.ts'

/**
 * A request's filters as the conditions of a WHERE clause on the row alias, each value bound so
 * that PostgreSQL casts it to its column's type. `like` takes `*` for `%`, as PostgREST does.
 */
export function filterConditions(
  filters: readonly Filter[],
  alias: string,
  params: SqlParameters,
): string[] {
  return filters.map((filter) => {
    const column = `${alias}.${quoteIdentifier(filter.column)}`
    const sql = condition(column, filter, params)
    return filter.negated ? `not ${sql}` : sql
  })
}

const COMPARISONS = { eq: '=', gt: '>', lt: '<' } as const

function condition(column: string, filter: Filter, params: SqlParameters): string {
  switch (filter.operator) {
    case 'is':
      return `(${column} is ${filter.value === 'not_null' ? 'not null' : filter.value})`
    case 'like':
      return `(${column} like ${params.add(filter.value.replaceAll('*', '%'))})`
    default:
      return `(${column} ${COMPARISONS[filter.operator]} ${params.add(filter.value)})`
  }
}
