import type { ConstraintRow, Relation, Routine, ViewColumn } from './catalogue.ts'

/**
 * Which relations of a schema can be embedded in which, found as PostgREST finds them: foreign
 * keys (many-to-one, one-to-many, one-to-one when the key is unique), the same keys seen
 * through views that show their columns, join tables whose primary key holds two foreign keys
 * (many-to-many), and functions that take one relation's row and return another's.
 */

export type Relationship = ForeignKeyRelationship | JunctionRelationship | ComputedRelationship

export interface ForeignKeyRelationship {
  kind: 'foreign-key'
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one'
  origin: string
  target: string
  constraint: string
  /** The join: [origin column, target column] pairs. */
  columns: [string, string][]
  originIsView: boolean
  targetIsView: boolean
}

export interface JunctionRelationship {
  kind: 'many-to-many'
  origin: string
  target: string
  junction: string
  constraints: [string, string]
  /** [origin column, junction column] and [junction column, target column] pairs. */
  originColumns: [string, string][]
  targetColumns: [string, string][]
}

export interface ComputedRelationship {
  kind: 'computed'
  origin: string
  target: string
  /** The function's name, which is what a select names to embed it. */
  name: string
  routine: Routine
  toOne: boolean
}

export interface RelationshipSources {
  schema: string
  relations: Map<string, Relation>
  constraints: ConstraintRow[]
  viewColumns: ViewColumn[]
  computedRelationships: ComputedRelationship[]
}

/** A relation of the schema that shows a table's columns, under its own column names. */
interface Image {
  relation: string
  isView: boolean
  column(tableColumn: string): string | undefined
}

export function findRelationships(sources: RelationshipSources): Map<string, Relationship[]> {
  const foreignKeys = sources.constraints.filter((row) => row.kind === 'f')
  const toOne = foreignKeys.flatMap((key) => toOneRelationships(sources, key))
  const all: Relationship[] = [
    ...toOne,
    ...toOne.map(inverse),
    ...manyToMany(sources, toOne),
    ...sources.computedRelationships,
  ]
  const byOrigin = new Map<string, Relationship[]>()
  for (const relationship of all) {
    byOrigin.set(relationship.origin, [...(byOrigin.get(relationship.origin) ?? []), relationship])
  }
  return byOrigin
}

function toOneRelationships(
  sources: RelationshipSources,
  key: ConstraintRow,
): ForeignKeyRelationship[] {
  const refRelation = key.ref_relation ?? ''
  const refColumns = key.ref_columns ?? []
  const unique = sources.constraints.some(
    (row) =>
      (row.kind === 'p' || row.kind === 'u') &&
      row.schema === key.schema &&
      row.relation === key.relation &&
      sameSet(row.columns, key.columns),
  )
  const origins = imagesOf(sources, key.schema, key.relation, key.columns)
  const targets = imagesOf(sources, key.ref_schema ?? '', refRelation, refColumns)
  return origins.flatMap((origin) =>
    targets.map((target): ForeignKeyRelationship => ({
      kind: 'foreign-key',
      cardinality: unique ? 'one-to-one' : 'many-to-one',
      origin: origin.relation,
      target: target.relation,
      constraint: key.name,
      columns: key.columns.map((column, index) => [
        origin.column(column) ?? column,
        target.column(refColumns[index] ?? '') ?? '',
      ]),
      originIsView: origin.isView,
      targetIsView: target.isView,
    })),
  )
}

/** The table itself when it is in the schema, and each view of the schema showing all `columns`. */
function imagesOf(
  sources: RelationshipSources,
  schema: string,
  relation: string,
  columns: string[],
): Image[] {
  const images: Image[] = []
  if (schema === sources.schema && sources.relations.has(relation)) {
    const kind = sources.relations.get(relation)?.kind
    images.push({ relation, isView: kind !== 'table', column: (column) => column })
  }
  const viewNames = new Set(sources.viewColumns.map((column) => column.view))
  for (const view of viewNames) {
    const shown = (tableColumn: string) =>
      sources.viewColumns.find(
        (column) =>
          column.view === view &&
          column.schema === schema &&
          column.relation === relation &&
          column.relationColumn === tableColumn,
      )?.column
    if (columns.every((column) => shown(column) !== undefined)) {
      images.push({ relation: view, isView: true, column: shown })
    }
  }
  return images
}

function inverse(relationship: ForeignKeyRelationship): ForeignKeyRelationship {
  return {
    ...relationship,
    cardinality: relationship.cardinality === 'one-to-one' ? 'one-to-one' : 'one-to-many',
    origin: relationship.target,
    target: relationship.origin,
    columns: relationship.columns.map(([origin, target]) => [target, origin]),
    originIsView: relationship.targetIsView,
    targetIsView: relationship.originIsView,
  }
}

/** Two many-to-one keys of one table whose columns all belong to its primary key. */
function manyToMany(
  sources: RelationshipSources,
  toOne: ForeignKeyRelationship[],
): JunctionRelationship[] {
  const keys = toOne.filter((key) => key.cardinality === 'many-to-one')
  return keys.flatMap((first) =>
    keys
      .filter((second) => second.origin === first.origin && second.constraint !== first.constraint)
      .flatMap((second): JunctionRelationship[] => {
        const primaryKey = sources.relations.get(first.origin)?.primaryKey ?? []
        const junctionColumns = [...first.columns, ...second.columns].map(([column]) => column)
        if (!junctionColumns.every((column) => primaryKey.includes(column))) return []
        return [
          {
            kind: 'many-to-many',
            origin: first.target,
            target: second.target,
            junction: first.origin,
            constraints: [first.constraint, second.constraint],
            originColumns: first.columns.map(([junction, origin]) => [origin, junction]),
            targetColumns: second.columns,
          },
        ]
      }),
  )
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item))
}
