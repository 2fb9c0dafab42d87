import type { Relationship } from './relationships.ts'

/**
 * The schema cache: the tables, views and functions of the exposed schemas (config.toml
 * `api.schemas`), their keys, and the relationships between them, which every request is
 * checked against, as PostgREST checks it against its own.
 */

export interface Column {
  name: string
  /** As `format_type` prints it, e.g. "text[]", "timestamp with time zone". */
  type: string
  /** The type under any domain, to tell json, jsonb and tsvector columns. */
  baseType: string
  nullable: boolean
  /** Has a default, an identity or is generated: may be left out of an insert. */
  hasDefault: boolean
  /** The default as SQL (identity columns: their sequence), for `Prefer: missing=default`. */
  defaultSql: string | null
}

export type RelationKind = 'table' | 'view' | 'materialized view' | 'foreign table'

export interface Relation {
  schema: string
  name: string
  kind: RelationKind
  insertable: boolean
  updatable: boolean
  deletable: boolean
  columns: Map<string, Column>
  primaryKey: string[]
}

export interface RoutineArgument {
  /** Empty for an unnamed argument. */
  name: string
  type: string
  hasDefault: boolean
  variadic: boolean
}

export type RoutineResult =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A row type: a table's or view's (`relation`), a composite type's, or RETURNS TABLE columns. */
  | { kind: 'composite'; relation: string | null; columns: Map<string, Column> }
  /** `record` without declared columns: readable, but not filterable by name. */
  | { kind: 'record' }

export interface Routine {
  schema: string
  name: string
  arguments: RoutineArgument[]
  result: RoutineResult
  /** As `format_type` prints the return type, e.g. "boolean", "SETOF" not included. */
  returnType: string
  returnsSet: boolean
  /** Stable and immutable functions run in a read-only transaction. */
  volatility: 'volatile' | 'stable' | 'immutable'
  /** The planner's row estimate (ROWS); 1 marks a to-one computed relationship. */
  rows: number
}

/** A view column that shows a column of a table (or of another view). */
export interface ViewColumn {
  view: string
  column: string
  schema: string
  relation: string
  relationColumn: string
}

export interface ExposedSchema {
  name: string
  /** config.toml may expose a schema the database does not have (graphql_public, without pg_graphql). */
  exists: boolean
  relations: Map<string, Relation>
  routines: Map<string, Routine[]>
  /** Relationships by the name of the relation (or function) they start from. */
  relationships: Map<string, Relationship[]>
  /** Functions taking a relation's row type, by relation and function name. */
  computedFields: Map<string, Map<string, Routine>>
}

export interface Catalogue {
  /** The exposed schemas in config.toml's order; the first is the default. */
  schemaNames: string[]
  schemas: Map<string, ExposedSchema>
}

export interface ConstraintRow {
  schema: string
  relation: string
  kind: 'p' | 'u' | 'f'
  name: string
  columns: string[]
  ref_schema: string | null
  ref_relation: string | null
  ref_columns: string[] | null
}

/** A column of a function's result: an OUT parameter, or the value of a scalar function. */
export function valueColumn(name: string, type: string): Column {
  return { name, type, baseType: type, nullable: true, hasDefault: false, defaultSql: null }
}
