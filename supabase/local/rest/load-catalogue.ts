import type { Database, SqlSession } from '../database/Database.ts'
import type {
  Catalogue,
  ConstraintRow,
  ExposedSchema,
  Relation,
  RelationKind,
  ViewColumn,
} from './catalogue.ts'
import {
  ATTRIBUTES_SQL,
  COLUMNS_SQL,
  CONSTRAINTS_SQL,
  ROUTINES_SQL,
  VIEWS_SQL,
} from './catalogue-queries.ts'
import {
  type AttributeRow,
  type RoutineRow,
  buildRoutine,
  computedFieldsOf,
  computedRelationshipsOf,
  groupByName,
  isCallable,
} from './catalogue-routines.ts'
import { findRelationships } from './relationships.ts'
import { viewColumnOrigins } from './view-columns.ts'

/** Reads the schema cache (catalogue.ts) from the database's own catalogue, once at start. */

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

interface ViewRow {
  schema: string
  view: string
  tree: string
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
