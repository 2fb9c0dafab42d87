import type { Database, SqlSession } from '../database/Database.ts'
import { type ComputedRelationship, type Relationship, findRelationships } from './relationships.ts'
import {
  ATTRIBUTES_SQL,
  COLUMNS_SQL,
  CONSTRAINTS_SQL,
  ROUTINES_SQL,
  VIEWS_SQL,
} from './catalogue-queries.ts'
import { viewColumnOrigins } from './view-columns.ts'

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

interface ColumnRow {
  oid: number
  schema: string
  relation: string
  relkind: string
  row_type: number
  updatable_mask: number
  column_name: string | null
  attnum: number | null
  data_type: string | null
  base_type: string | null
  nullable: boolean | null
  has_default: boolean | null
  default_sql: string | null
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

interface ViewRow {
  schema: string
  view: string
  tree: string
}

interface AttributeRow {
  relation_oid: number
  schema: string
  relation: string
  attnum: number
  name: string
  data_type: string
  base_type: string
  nullable: boolean
}

interface RoutineRow {
  schema: string
  name: string
  arg_names: string[]
  arg_modes: string[]
  arg_types: string[]
  first_input_type: number | null
  input_count: number
  default_count: number
  return_type: string
  return_relid: number
  return_is_record: boolean
  return_is_void: boolean
  returns_set: boolean
  volatility: string
  rows: number
}

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
}

export async function loadCatalogue(db: Database, schemaNames: string[]): Promise<Catalogue> {
  return db.transaction(async (session) => {
    const columns = await session.query<ColumnRow>(COLUMNS_SQL, [schemaNames])
    const constraints = await session.query<ConstraintRow>(CONSTRAINTS_SQL)
    const views = await session.query<ViewRow>(VIEWS_SQL, [schemaNames])
    const routines = await session.query<RoutineRow>(ROUTINES_SQL, [schemaNames])
    const existing = await session.query<{ name: string }>(
      'select nspname::text as name from pg_namespace where nspname = any($1::text[])',
      [schemaNames],
    )
    const relations = buildRelations(columns, constraints)
    const referenced = [
      ...routines.map((row) => row.return_relid),
      ...views.flatMap((view) => viewColumnOrigins(view.tree).map((origin) => origin.relationOid)),
    ].filter((oid) => oid > 0)
    const attributes = await attributesOf(session, [...new Set(referenced)])
    const rowTypes = new Map(columns.map((row) => [row.row_type, row]))
    const schemas = new Map<string, ExposedSchema>()
    for (const name of schemaNames) {
      const own = (row: { schema: string }) => row.schema === name
      const schemaRelations = new Map(
        [...relations.values()].filter(own).map((relation) => [relation.name, relation]),
      )
      const schemaRoutines = routines.filter(own).map((row) => buildRoutine(row, attributes))
      const computedFields = computedFieldsOf(routines.filter(own), schemaRoutines, rowTypes)
      schemas.set(name, {
        name,
        exists: existing.some((row) => row.name === name),
        relations: schemaRelations,
        routines: groupByName(schemaRoutines.filter((routine) => isCallable(routine))),
        relationships: findRelationships({
          schema: name,
          relations: schemaRelations,
          constraints,
          viewColumns: viewColumnsOf(views.filter(own), attributes),
          computedRelationships: computedRelationshipsOf(computedFields, schemaRelations),
        }),
        computedFields: new Map(
          [...computedFields].map(([relation, fields]) => [
            relation,
            new Map([...fields].filter(([, routine]) => routine.result.kind !== 'composite')),
          ]),
        ),
      })
    }
    return { schemaNames, schemas }
  })
}

function buildRelations(rows: ColumnRow[], constraints: ConstraintRow[]): Map<string, Relation> {
  const relations = new Map<string, Relation>()
  for (const row of rows) {
    const key = `${row.schema}.${row.relation}`
    let relation = relations.get(key)
    if (!relation) {
      const table = row.relkind === 'r' || row.relkind === 'p'
      relation = {
        schema: row.schema,
        name: row.relation,
        kind: RELATION_KINDS[row.relkind] ?? 'view',
        // pg_relation_is_updatable's mask: 8 insert, 4 update, 16 delete.
        insertable: table || (row.updatable_mask & 8) === 8,
        updatable: table || (row.updatable_mask & 4) === 4,
        deletable: table || (row.updatable_mask & 16) === 16,
        columns: new Map(),
        primaryKey: [],
      }
      relations.set(key, relation)
    }
    if (row.column_name !== null) {
      relation.columns.set(row.column_name, {
        name: row.column_name,
        type: row.data_type ?? '',
        baseType: row.base_type ?? '',
        nullable: row.nullable ?? true,
        hasDefault: row.has_default ?? false,
        defaultSql: row.default_sql,
      })
    }
  }
  for (const constraint of constraints) {
    const relation = relations.get(`${constraint.schema}.${constraint.relation}`)
    if (relation && constraint.kind === 'p') relation.primaryKey = constraint.columns
  }
  return relations
}

function buildRoutine(row: RoutineRow, attributes: Map<number, AttributeRow[]>): Routine {
  const modes = row.arg_modes.length > 0 ? row.arg_modes : row.arg_types.map(() => 'i')
  const inputs: RoutineArgument[] = []
  const outputs = new Map<string, Column>()
  row.arg_types.forEach((type, index) => {
    const mode = modes[index] ?? 'i'
    const name = row.arg_names[index] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' })
    }
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.set(name, valueColumn(name, type))
    }
  })
  inputs.forEach((argument, index) => {
    argument.hasDefault = index >= inputs.length - row.default_count
  })
  return {
    schema: row.schema,
    name: row.name,
    arguments: inputs,
    result: routineResult(row, outputs, attributes),
    returnType: row.return_type,
    returnsSet: row.returns_set,
    volatility:
      row.volatility === 'v' ? 'volatile' : row.volatility === 's' ? 'stable' : 'immutable',
    rows: row.rows,
  }
}

function routineResult(
  row: RoutineRow,
  outputs: Map<string, Column>,
  attributes: Map<number, AttributeRow[]>,
): RoutineResult {
  if (row.return_is_void) return { kind: 'void' }
  if (row.return_relid > 0) {
    const columns = attributes.get(row.return_relid) ?? []
    const [first] = columns
    const relation = first?.schema === row.schema ? first.relation : null
    return { kind: 'composite', relation, columns: columnMap(columns) }
  }
  if (row.return_is_record) {
    return outputs.size > 0
      ? { kind: 'composite', relation: null, columns: outputs }
      : { kind: 'record' }
  }
  return { kind: 'scalar', type: row.return_type }
}

/** Functions called through /rpc: every input named, or a single unnamed body parameter. */
function isCallable(routine: Routine): boolean {
  const unnamed = routine.arguments.filter((argument) => argument.name === '')
  if (unnamed.length === 0) return true
  const [only] = routine.arguments
  return (
    routine.arguments.length === 1 &&
    only !== undefined &&
    ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(only.type)
  )
}

/** Routines whose single input is a relation's row type: computed fields and relationships. */
function computedFieldsOf(
  rows: RoutineRow[],
  routines: Routine[],
  rowTypes: Map<number, ColumnRow>,
): Map<string, Map<string, Routine>> {
  const fields = new Map<string, Map<string, Routine>>()
  rows.forEach((row, index) => {
    const routine = routines[index]
    const owner = row.first_input_type === null ? undefined : rowTypes.get(row.first_input_type)
    if (!routine || !owner || row.input_count !== 1 || owner.schema !== row.schema) return
    const byName = fields.get(owner.relation) ?? new Map<string, Routine>()
    byName.set(routine.name, routine)
    fields.set(owner.relation, byName)
  })
  return fields
}

function computedRelationshipsOf(
  computedFields: Map<string, Map<string, Routine>>,
  relations: Map<string, Relation>,
): ComputedRelationship[] {
  return [...computedFields].flatMap(([origin, fields]) =>
    [...fields.values()].flatMap((routine): ComputedRelationship[] => {
      const target = routine.result.kind === 'composite' ? routine.result.relation : null
      if (!target || !relations.has(target)) return []
      return [
        {
          kind: 'computed',
          origin,
          target,
          name: routine.name,
          routine,
          toOne: !routine.returnsSet || routine.rows === 1,
        },
      ]
    }),
  )
}

function viewColumnsOf(views: ViewRow[], attributes: Map<number, AttributeRow[]>): ViewColumn[] {
  return views.flatMap((view) =>
    viewColumnOrigins(view.tree).flatMap((origin) => {
      const attribute = attributes
        .get(origin.relationOid)
        ?.find((candidate) => candidate.attnum === origin.attributeNumber)
      return attribute
        ? [
            {
              view: view.view,
              column: origin.column,
              schema: attribute.schema,
              relation: attribute.relation,
              relationColumn: attribute.name,
            },
          ]
        : []
    }),
  )
}

async function attributesOf(
  session: SqlSession,
  oids: number[],
): Promise<Map<number, AttributeRow[]>> {
  const rows = oids.length === 0 ? [] : await session.query<AttributeRow>(ATTRIBUTES_SQL, [oids])
  const byRelation = new Map<number, AttributeRow[]>()
  for (const row of rows) {
    byRelation.set(row.relation_oid, [...(byRelation.get(row.relation_oid) ?? []), row])
  }
  return byRelation
}

function columnMap(rows: AttributeRow[]): Map<string, Column> {
  return new Map(
    rows.map((row) => [
      row.name,
      {
        name: row.name,
        type: row.data_type,
        baseType: row.base_type,
        nullable: row.nullable,
        hasDefault: false,
        defaultSql: null,
      },
    ]),
  )
}

/** A column of a function's result: an OUT parameter, or the value of a scalar function. */
export function valueColumn(name: string, type: string): Column {
  return { name, type, baseType: type, nullable: true, hasDefault: false, defaultSql: null }
}

function groupByName(routines: Routine[]): Map<string, Routine[]> {
  const byName = new Map<string, Routine[]>()
  for (const routine of routines)
    byName.set(routine.name, [...(byName.get(routine.name) ?? []), routine])
  return byName
}
