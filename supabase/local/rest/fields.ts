import type { Column, ExposedSchema, Relation } from './catalogue.ts'
import { RestError } from './errors.ts'
import { qualifiedName, quoteIdentifier, quoteLiteral } from './sql.ts'
import type { FieldPath } from './syntax-reader.ts'

/** Where a node's rows come from, and how its columns and its whole row are written in SQL. */
export interface Source {
  from(alias: string): string
  column(alias: string, name: string): string
  row(alias: string): string
}

export function relationSource(schema: string, name: string): Source {
  return {
    from: (alias) => `${qualifiedName(schema, name)} as ${alias}`,
    column: (alias, column) => `${alias}.${quoteIdentifier(column)}`,
    row: (alias) => alias,
  }
}

/** What a node's rows hold: the columns, and the relation whose computed fields apply. */
export interface Shape {
  /** The relation or function name, as messages name it. */
  name: string
  columns: Map<string, Column>
  /** The relation whose relationships and computed fields apply, when there is one. */
  relation: string | null
}

export function shapeOf(relation: Relation): Shape {
  return { name: relation.name, columns: relation.columns, relation: relation.name }
}

export interface ResolvedField {
  sql: string
  /** The key the field has in a response. */
  name: string
  /** Set for a plain column: its type tells JSON and text-search columns. */
  column: Column | null
}

/**
 * A column, a computed field (a function of the row) or the legacy `count`, with any JSON path:
 * `data->>'key'` on json and jsonb, `to_jsonb(...)` first on composite and array columns.
 */
export function resolveField(
  schema: ExposedSchema,
  shape: Shape,
  source: Source,
  alias: string,
  field: FieldPath,
): ResolvedField {
  const column = shape.columns.get(field.name) ?? null
  let sql: string
  if (column) {
    sql = source.column(alias, field.name)
  } else {
    const computed = shape.relation
      ? schema.computedFields.get(shape.relation)?.get(field.name)
      : undefined
    if (computed) {
      sql = `${qualifiedName(schema.name, computed.name)}(${source.row(alias)})`
    } else if (field.name === 'count' && field.jsonPath.length === 0) {
      // Before aggregate functions, `select=count` counted the rows; hosted PostgREST still does.
      sql = 'count(*)'
    } else {
      throw unknownColumn(shape, field.name)
    }
  }
  if (field.jsonPath.length === 0) return { sql, name: field.name, column }
  const json = column && ['json', 'jsonb'].includes(column.baseType) ? sql : `to_jsonb(${sql})`
  const steps = field.jsonPath
    .map((step) => `${step.arrow}${step.index ? step.key : quoteLiteral(step.key)}`)
    .join('')
  const lastKey = [...field.jsonPath].reverse().find((step) => !step.index)
  const last = field.jsonPath[field.jsonPath.length - 1]
  return {
    sql: `(${json}${steps})`,
    name: last && !last.index ? last.key : (lastKey?.key ?? field.name),
    column: null,
  }
}

/** 42703, as PostgreSQL reports an unknown column and PostgREST passes it on. */
export function unknownColumn(shape: Shape, column: string): RestError {
  return new RestError(400, '42703', `column ${shape.name}.${column} does not exist`)
}
