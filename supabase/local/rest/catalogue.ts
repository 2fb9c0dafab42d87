import type { Database, SqlSession } from '../database/Database.ts'
import { type ComputedRelationship, type Relationship, findRelationships } from './relationships.ts'
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

const COLUMNS_SQL = `
select c.oid::int8::float8 as oid, n.nspname::text as schema, c.relname::text as relation,
       c.relkind::text as relkind, c.reltype::int8::float8 as row_type,
       case when c.relkind in ('v', 'f') then pg_relation_is_updatable(c.oid, true) else 0 end
         as updatable_mask,
       a.attname::text as column_name, a.attnum::int as attnum,
       format_type(a.atttypid, a.atttypmod) as data_type,
       format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), null) as base_type,
       not a.attnotnull as nullable,
       (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
       case
         when a.attidentity = 'd'
           then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
         when a.attgenerated <> '' then null
         else pg_get_expr(d.adbin, d.adrelid)
       end as default_sql
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
 where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')
 order by n.nspname, c.relname, a.attnum`

/** Every key: views in an exposed schema may show the columns of a table in any schema. */
const CONSTRAINTS_SQL = `
select n.nspname::text as schema, c.relname::text as relation, k.contype::text as kind,
       k.conname::text as name,
       array(select a.attname::text from unnest(k.conkey) with ordinality as u(attnum, position)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
              order by u.position) as columns,
       fn.nspname::text as ref_schema, fc.relname::text as ref_relation,
       case when k.contype = 'f' then
         array(select a.attname::text from unnest(k.confkey) with ordinality as u(attnum, position)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum
                order by u.position)
       end as ref_columns
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class fc on fc.oid = k.confrelid
  left join pg_namespace fn on fn.oid = fc.relnamespace
 where k.contype in ('p', 'u', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
 order by n.nspname, c.relname, k.conname`

const VIEWS_SQL = `
select n.nspname::text as schema, c.relname::text as view, r.ev_action::text as tree
  from pg_rewrite r
  join pg_class c on c.oid = r.ev_class
  join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1::text[])`

const ATTRIBUTES_SQL = `
select c.oid::int8::float8 as relation_oid, n.nspname::text as schema, c.relname::text as relation,
       a.attnum::int as attnum, a.attname::text as name,
       format_type(a.atttypid, a.atttypmod) as data_type,
       format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), null) as base_type,
       not a.attnotnull as nullable
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
 where c.oid = any($1::oid[])
 order by c.oid, a.attnum`

const ROUTINES_SQL = `
select n.nspname::text as schema, p.proname::text as name,
       coalesce(p.proargnames::text[], '{}') as arg_names,
       coalesce(p.proargmodes::text[], '{}') as arg_modes,
       array(select format_type(t.oid, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality
                    as t(oid, position)
              order by t.position) as arg_types,
       (select t::int8::float8 from unnest(p.proargtypes::oid[]) as t limit 1) as first_input_type,
       p.pronargs::int as input_count,
       p.pronargdefaults::int as default_count,
       format_type(p.prorettype, null) as return_type,
       coalesce(rt.typrelid, 0)::int8::float8 as return_relid,
       p.prorettype = 'record'::regtype as return_is_record,
       p.prorettype = 'void'::regtype as return_is_void,
       p.proretset as returns_set,
       p.provolatile::text as volatility,
       p.prorows::float8 as rows
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
 where n.nspname = any($1::text[]) and p.prokind = 'f'
   and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
 order by n.nspname, p.proname, p.oid`
