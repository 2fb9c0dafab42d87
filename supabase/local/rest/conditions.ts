import { type ResolvedField } from './fields.ts'
import type { Condition, Operation } from './filter-syntax.ts'
import { SqlParameters, postgresArrayLiteral } from './sql.ts'

/** A filter's SQL: the field on the left, the value bound so PostgreSQL casts it to the field's type. */

const OPERATORS: Record<string, string> = {
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
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

const IS: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
}

export function conditionSql(
  field: ResolvedField,
  condition: Condition,
  params: SqlParameters,
): string {
  const sql = operationSql(field, condition.operation, params)
  return condition.negated ? `not ${sql}` : sql
}

function operationSql(field: ResolvedField, operation: Operation, params: SqlParameters): string {
  switch (operation.kind) {
    case 'is':
      return `(${field.sql} ${IS[operation.value] ?? 'is null'})`
    case 'isdistinct':
      return `(${field.sql} is distinct from ${params.add(operation.value)})`
    case 'in':
      return `(${field.sql} = any(${params.add(postgresArrayLiteral(operation.values))}))`
    case 'fts': {
      const isTsvector = field.column?.baseType === 'tsvector'
      const language =
        operation.language === null ? '' : `${params.add(operation.language)}::regconfig, `
      const document = isTsvector ? field.sql : `to_tsvector(${language}${field.sql})`
      const query = `${TEXT_SEARCH[operation.operator] ?? 'to_tsquery'}(${language}${params.add(operation.value)})`
      return `(${document} @@ ${query})`
    }
    case 'compare': {
      const operator = OPERATORS[operation.operator] ?? '='
      const pattern = operation.operator === 'like' || operation.operator === 'ilike'
      const value = pattern ? operation.value.replaceAll('*', '%') : operation.value
      if (operation.quantifier) {
        return `(${field.sql} ${operator} ${operation.quantifier}(${params.add(value)}))`
      }
      return `(${field.sql} ${operator} ${params.add(value)})`
    }
  }
}
