import type { ExposedSchema, Relation } from './catalogue.ts'
import { embedJoin } from './embed-join.ts'
import { RestError } from './errors.ts'
import { type Shape, type Source, resolveField, shapeOf } from './fields.ts'
import type { Condition, OrderTerm } from './filter-syntax.ts'
import type { RequestQuery } from './query-syntax.ts'
import { type ConditionScope, answersTo, conditionFor, logicSql } from './read-conditions.ts'
import { type Embedded, type NodePlan, filteredFrom, lateralJoin, renderNode } from './read-sql.ts'
import { chooseRelationship } from './relationship-choice.ts'
import type { EmbedItem, SelectItem } from './select-syntax.ts'
import { AliasCounter, SqlParameters, quoteIdentifier } from './sql.ts'

/**
 * Turns a request's select, filters, logic trees, order and limits into SQL for one node of the
 * read tree (the resource asked for) and its embedded resources, each embedded through a
 * lateral join: to-one as an object (or null), to-many as an array, spreads lifted into the parent.
 */

export interface ReadContext {
  schema: ExposedSchema
  query: RequestQuery
  params: SqlParameters
  aliases: AliasCounter
}

export interface RootNode {
  shape: Shape
  source: Source
  /** Mutations filter their rows themselves; the representation of their result does not. */
  rootFilters: boolean
  limit: number | null
  offset: number | null
}

interface NodeSpec {
  shape: Shape
  source: Source
  alias: string
  items: SelectItem[]
  /** The names each level of the path to this node answers to (alias and relation name). */
  path: string[][]
  joinConditions: string[]
  filters: boolean
}

export function planRead(context: ReadContext, root: RootNode): NodePlan {
  const used = new Set<string>()
  const node = planNode(
    context,
    {
      shape: root.shape,
      source: root.source,
      alias: context.aliases.take(),
      items: context.query.select,
      path: [],
      joinConditions: [],
      filters: root.rootFilters,
    },
    used,
  )
  node.limit = root.limit
  node.offset = root.offset
  checkAllUsed(context.query, used)
  return node
}

/**
 * The one place a write uses the read side: the read of its changed rows (`return=
 * representation`), with the request's `select=` and its embeds, as SQL over the mutation's
 * result `_m`.
 */
export interface Representation {
  sql: string
  /** The response's columns, in order (a CSV answer's header line). */
  outputNames: string[]
}

/** The rows a mutation returned, as the representation's source: `(_row).column`. */
const mutatedRows: Source = {
  from: (alias) => `_m as ${alias}`,
  column: (alias, column) => `(${alias}._row).${quoteIdentifier(column)}`,
  row: (alias) => `${alias}._row`,
}

/**
 * The representation when the response carries it, else null. It is planned either way, so
 * that a select naming what cannot be embedded is refused either way.
 */
export function planRepresentation(
  write: { schema: ExposedSchema; relation: Relation; query: RequestQuery; params: SqlParameters },
  wanted: boolean,
): Representation | null {
  const node = planRead(
    {
      schema: write.schema,
      query: write.query,
      params: wanted ? write.params : new SqlParameters(),
      aliases: new AliasCounter(),
    },
    {
      shape: shapeOf(write.relation),
      source: mutatedRows,
      rootFilters: false,
      limit: null,
      offset: null,
    },
  )
  return wanted ? { sql: renderNode(node), outputNames: node.outputNames } : null
}

function planNode(context: ReadContext, spec: NodeSpec, used: Set<string>): NodePlan {
  const { schema, query, params } = context
  const field = (path: Condition['field']) =>
    resolveField(schema, spec.shape, spec.source, spec.alias, path)
  const onThisNode = (path: string[]) => samePath(path, spec.path)

  const embedItems = spec.items.filter((item): item is EmbedItem => item.kind === 'embed')
  checkDistinctEmbeds(spec, embedItems)
  const embeds = embedItems.map((item) => planEmbed(context, spec, item, used))

  const select: string[] = []
  const outputNames: string[] = []
  const output = (sql: string, name: string) => {
    select.push(`${sql} as ${quoteIdentifier(name)}`)
    outputNames.push(name)
  }
  for (const item of spec.items) {
    if (item.kind === 'star') {
      for (const name of spec.shape.columns.keys())
        output(spec.source.column(spec.alias, name), name)
    } else if (item.kind === 'field') {
      if (item.aggregate !== null) {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
      }
      const resolved = field(item.field)
      output(
        item.cast ? `(${resolved.sql})::${item.cast}` : resolved.sql,
        item.alias ?? resolved.name,
      )
    } else {
      const embed = embeds.find((candidate) => candidate.item === item)
      if (!embed || embed.item.children.length === 0) continue
      if (!item.spread) {
        output(`${embed.lateral}.body`, embed.key)
      } else {
        for (const name of embed.node.outputNames) {
          output(`${embed.lateral}.${quoteIdentifier(name)}`, name)
        }
      }
    }
  }

  const conditions = [...spec.joinConditions]
  const scope: ConditionScope = { embeds, referenced: new Set(), field, params }
  if (spec.filters) {
    for (const filter of query.filters) {
      if (!onThisNode(filter.path)) continue
      used.add(`filter ${filter.path.join('.')}`)
      conditions.push(conditionFor(filter.condition, scope))
    }
    for (const logic of query.logic) {
      if (!onThisNode(logic.path)) continue
      used.add(`filter ${logic.path.join('.')}`)
      conditions.push(logicSql(logic.tree, scope))
    }
  }

  const order: string[] = []
  if (spec.filters) {
    for (const entry of query.order) {
      if (!onThisNode(entry.path)) continue
      used.add(`order ${entry.path.join('.')}`)
      for (const term of entry.terms) order.push(orderSql(context, spec, term, embeds))
    }
  }
  const range = query.ranges.find((candidate) => onThisNode(candidate.path))
  if (range && spec.path.length > 0) used.add(`range ${range.path.join('.')}`)

  return {
    alias: spec.alias,
    from: spec.source.from(spec.alias),
    joins: embeds.map((embed) => ({
      sql: lateralJoin(embed),
      filtering: embed.item.joinType === 'inner' || scope.referenced.has(embed),
    })),
    select,
    outputNames,
    where: conditions,
    order,
    limit: spec.path.length > 0 ? (range?.limit ?? null) : null,
    offset: spec.path.length > 0 ? (range?.offset ?? null) : null,
  }
}

function planEmbed(
  context: ReadContext,
  parent: NodeSpec,
  item: EmbedItem,
  used: Set<string>,
): Embedded {
  const { schema } = context
  if (parent.shape.relation === null) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.shape.name}' and '${item.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.shape.name}' and '${item.name}' in the schema '${schema.name}', but no matches were found.`,
    )
  }
  const relationship = chooseRelationship(schema, parent.shape.relation, item.name, item.hint)
  const target = schema.relations.get(relationship.target)
  if (!target) throw new RestError(400, 'PGRST200', `Could not embed '${item.name}'`)
  const alias = context.aliases.take()
  const { source, joinConditions } = embedJoin(
    schema,
    context.aliases,
    parent,
    relationship,
    target,
    alias,
  )
  const key = item.alias ?? item.name
  const shape: Shape = { name: target.name, columns: target.columns, relation: target.name }
  const node = planNode(
    context,
    {
      shape,
      source,
      alias,
      items: item.children,
      path: [...parent.path, item.alias === null ? [item.name] : [item.alias, item.name]],
      joinConditions,
      filters: true,
    },
    used,
  )
  const toOne =
    relationship.kind === 'computed'
      ? relationship.toOne
      : relationship.kind === 'foreign-key' && relationship.cardinality !== 'one-to-many'
  return { item, key, relationship, toOne, shape, source, node, lateral: context.aliases.take('e') }
}

/**
 * One name embedded twice without an alias would be one key twice in each row. PostgREST names
 * each embedding's join after its parent and name, so PostgreSQL refuses the second with 42712.
 */
function checkDistinctEmbeds(spec: NodeSpec, items: EmbedItem[]): void {
  const seen = new Set<string>()
  for (const item of items) {
    if (item.alias !== null) continue
    if (seen.has(item.name)) {
      throw new RestError(
        400,
        '42712',
        `table name "${spec.shape.name}_${item.name}_${spec.path.length + 1}" specified more than once`,
      )
    }
    seen.add(item.name)
  }
}

function orderSql(
  context: ReadContext,
  spec: NodeSpec,
  term: OrderTerm,
  embeds: Embedded[],
): string {
  let sql: string
  if (term.relation === null) {
    sql = resolveField(context.schema, spec.shape, spec.source, spec.alias, term.field).sql
  } else {
    const embed = embeds.find((candidate) => answersTo(candidate, term.relation ?? ''))
    if (!embed) throw notEmbedded(term.relation)
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${spec.shape.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      )
    }
    const value = resolveField(
      context.schema,
      embed.shape,
      embed.source,
      embed.node.alias,
      term.field,
    )
    sql = `(select ${value.sql} from ${filteredFrom(embed.node)} limit 1)`
  }
  const direction = term.direction ? ` ${term.direction}` : ''
  const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
  return `${sql}${direction}${nulls}`
}

function samePath(path: string[], nodePath: string[][]): boolean {
  return (
    path.length === nodePath.length &&
    path.every((segment, index) => nodePath[index]?.includes(segment) === true)
  )
}

/** Filters, orders and limits must name a resource the select embeds: PGRST108 otherwise. */
function checkAllUsed(query: RequestQuery, used: Set<string>): void {
  const entries = [
    ...query.filters.map((filter) => ({ kind: 'filter', path: filter.path })),
    ...query.logic.map((logic) => ({ kind: 'filter', path: logic.path })),
    ...query.order.map((order) => ({ kind: 'order', path: order.path })),
    ...query.ranges.map((range) => ({ kind: 'range', path: range.path })),
  ]
  for (const entry of entries) {
    if (entry.path.length === 0) continue
    if (!used.has(`${entry.kind} ${entry.path.join('.')}`)) {
      throw notEmbedded(entry.path[entry.path.length - 1] ?? '')
    }
  }
}

function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  )
}
