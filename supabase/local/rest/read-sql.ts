import type { Shape, Source } from './fields.ts'
import type { Relationship } from './relationships.ts'
import type { EmbedItem } from './select-syntax.ts'
import { quoteIdentifier } from './sql.ts'

/**
 * A planned node of the read tree and the SQL it renders to: the node's own select, the
 * lateral join that computes each embedded resource for a row of its parent, and the rows a
 * count counts.
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

/** An embedded resource: the select item that asks for it, how it joins, and its own plan. */
export interface Embedded {
  item: EmbedItem
  key: string
  relationship: Relationship
  toOne: boolean
  shape: Shape
  source: Source
  node: NodePlan
  lateral: string
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
  return `select 1 from ${filteredFrom(node)}`
}

/** The node's `from`, with the joins and conditions that decide which rows it has. */
export function filteredFrom(node: NodePlan): string {
  return `${node.from}${joins(node, true)}${where(node)}`
}

/** The lateral join that computes an embedded resource for each row of its parent. */
export function lateralJoin(embed: Embedded): string {
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

function joins(node: NodePlan, filteringOnly: boolean): string {
  return node.joins
    .filter((join) => !filteringOnly || join.filtering)
    .map((join) => ` ${join.sql}`)
    .join('')
}

function where(node: NodePlan): string {
  return node.where.length > 0 ? ` where ${node.where.join(' and ')}` : ''
}
