import type { ExposedSchema } from './catalogue.ts'
import { conditionSql } from './conditions.ts'
import { RestError } from './errors.ts'
import { type Shape, type Source, relationSource, resolveField } from './fields.ts'
import type { Condition, LogicTree, OrderTerm } from './filter-syntax.ts'
import type { RequestQuery } from './query-syntax.ts'
import { chooseRelationship } from './relationship-choice.ts'
import type { Relationship } from './relationships.ts'
import type { EmbedItem, SelectItem } from './select-syntax.ts'
import { type AliasCounter, type SqlParameters, qualifiedName, quoteIdentifier } from './sql.ts'

/**
 * Turns a request's select, filters, logic trees, order and limits into SQL for one node of the
 * read tree (the resource asked for) and its embedded resources, each embedded through a
 * lateral join: to-one as an object (or null), to-many as an array, spreads lifted into the parent.
 */

export interface NodePlan {
  alias: string
  from: string
  joins: Join[]
  select: string[]
  /** The keys of the node's rows, in order: what a spread lifts and a CSV heads. */
  outputNames: string[]
  where: string[]
  order: string[]
  limit: number | null
  offset: number | null
}

interface Join {
  sql: string
  /** Inner joins and embeds a filter looks at change which rows there are: counts need them. */
  filtering: boolean
}

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

interface Embedded {
  item: EmbedItem
  key: string
  relationship: Relationship
  toOne: boolean
  shape: Shape
  source: Source
  node: NodePlan
  lateral: string
}

/** Resolves the filters of one node; notes the embeds its null filters look at. */
interface ConditionScope {
  embeds: Embedded[]
  referenced: Set<Embedded>
  field: (path: Condition['field']) => ReturnType<typeof resolveField>
  params: SqlParameters
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

/** The top-level filters and logic trees, for a mutation's own WHERE. */
export function rootConditions(
  context: ReadContext,
  shape: Shape,
  source: Source,
  alias: string,
): string[] {
  const scope: ConditionScope = {
    embeds: [],
    referenced: new Set(),
    field: (path) => resolveField(context.schema, shape, source, alias, path),
    params: context.params,
  }
  return [
    ...context.query.filters
      .filter((filter) => filter.path.length === 0)
      .map((filter) => conditionFor(filter.condition, scope)),
    ...context.query.logic
      .filter((logic) => logic.path.length === 0)
      .map((logic) => logicSql(logic.tree, scope)),
  ]
}

/** `select ... from ... where ... order by ... limit ... offset ...` for a node. */
export function renderNode(node: NodePlan): string {
  const order = node.order.length > 0 ? ` order by ${node.order.join(', ')}` : ''
  const limit = node.limit === null ? '' : ` limit ${node.limit}`
  const offset = node.offset === null || node.offset === 0 ? '' : ` offset ${node.offset}`
  return `select ${node.select.join(', ')} from ${node.from}${joins(node, false)}${where(node)}${order}${limit}${offset}`
}

/** The rows a count counts: the node's filters and filtering joins, no limit. */
export function renderCountSource(node: NodePlan): string {
  return `select 1 from ${node.from}${joins(node, true)}${where(node)}`
}

function joins(node: NodePlan, filteringOnly: boolean): string {
  return node.joins
    .filter((join) => !filteringOnly || join.filtering)
    .map((join) => ` ${join.sql}`)
    .join('')
}

function where(node: NodePlan): string {
  return node.where.length > 0 ? ` where ${node.where.join(' and ')}` : ''
}

function planNode(context: ReadContext, spec: NodeSpec, used: Set<string>): NodePlan {
  const { schema, query, params } = context
  const field = (path: Condition['field']) =>
    resolveField(schema, spec.shape, spec.source, spec.alias, path)
  const onThisNode = (path: string[]) => samePath(path, spec.path)

  const embeds = spec.items
    .filter((item): item is EmbedItem => item.kind === 'embed')
    .map((item) => planEmbed(context, spec, item, used))

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
  const parentColumn = (column: string) => parent.source.column(parent.alias, column)
  const childColumn = (column: string) => `${alias}.${quoteIdentifier(column)}`
  let source = relationSource(schema.name, target.name)
  let joinConditions: string[]
  if (relationship.kind === 'foreign-key') {
    joinConditions = relationship.columns.map(
      ([origin, targetColumn]) => `${childColumn(targetColumn)} = ${parentColumn(origin)}`,
    )
  } else if (relationship.kind === 'many-to-many') {
    const junction = context.aliases.take('j')
    const junctionJoin = relationship.targetColumns
      .map(
        ([junctionColumn, targetColumn]) =>
          `${junction}.${quoteIdentifier(junctionColumn)} = ${childColumn(targetColumn)}`,
      )
      .join(' and ')
    source = {
      ...source,
      from: (childAlias) =>
        `${qualifiedName(schema.name, target.name)} as ${childAlias} join ${qualifiedName(schema.name, relationship.junction)} as ${junction} on ${junctionJoin}`,
    }
    joinConditions = relationship.originColumns.map(
      ([origin, junctionColumn]) =>
        `${junction}.${quoteIdentifier(junctionColumn)} = ${parentColumn(origin)}`,
    )
  } else {
    const call = `${qualifiedName(schema.name, relationship.routine.name)}(${parent.source.row(parent.alias)})`
    source = { ...source, from: (childAlias) => `${call} as ${childAlias}` }
    joinConditions = []
  }
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

/** The lateral join that computes an embedded resource for each row of its parent. */
function lateralJoin(embed: Embedded): string {
  const child = `(${renderNode(embed.node)})`
  const inner = embed.item.joinType === 'inner'
  const kind = inner ? 'inner join lateral' : 'left join lateral'
  let body: string
  if (embed.toOne) {
    body = embed.item.spread
      ? `select true as _present, _x.* from ${child} as _x`
      : `select row_to_json(_x) as body from ${child} as _x`
  } else {
    const columns = embed.item.spread
      ? embed.node.outputNames.map(
          (name) =>
            `coalesce(json_agg(_x.${quoteIdentifier(name)}), '[]') as ${quoteIdentifier(name)}`,
        )
      : [`coalesce(json_agg(_x), '[]') as body`]
    body = `select ${[...columns, 'count(*) as _n'].join(', ')} from ${child} as _x${inner ? ' having count(*) > 0' : ''}`
  }
  return `${kind} (${body}) as ${embed.lateral} on true`
}

function conditionFor(condition: Condition, scope: ConditionScope): string {
  const embed =
    condition.field.jsonPath.length === 0
      ? scope.embeds.find((candidate) => answersTo(candidate, condition.field.name))
      : undefined
  if (!embed) return conditionSql(scope.field(condition.field), condition, scope.params)
  scope.referenced.add(embed)
  const operation = condition.operation
  if (operation.kind !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
    throw new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${condition.field.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    )
  }
  const present = embed.toOne
    ? `${embed.lateral}.${embed.item.spread ? '_present' : 'body'} is not null`
    : `${embed.lateral}._n > 0`
  const wantsPresent = (operation.value === 'not_null') !== condition.negated
  return wantsPresent ? `(${present})` : `not (${present})`
}

function logicSql(tree: LogicTree, scope: ConditionScope): string {
  if (tree.kind === 'condition') return conditionFor(tree, scope)
  const children = tree.children.map((child) => logicSql(child, scope))
  const sql = `(${children.join(` ${tree.combinator} `)})`
  return tree.negated ? `not ${sql}` : sql
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
    sql = `(select ${value.sql} from ${embed.node.from}${joins(embed.node, true)}${where(embed.node)} limit 1)`
  }
  const direction = term.direction ? ` ${term.direction}` : ''
  const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
  return `${sql}${direction}${nulls}`
}

/** An embedded resource answers to its alias and, as on hosted PostgREST, to its own name. */
function answersTo(embed: Embedded, name: string): boolean {
  return embed.item.alias === name || embed.item.name === name
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
