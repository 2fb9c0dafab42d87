import { conditionSql } from './conditions.ts'
import { RestError } from './errors.ts'
import type { ResolvedField } from './fields.ts'
import type { Condition, LogicTree } from './filter-syntax.ts'
import type { Embedded } from './read-sql.ts'
import type { SqlParameters } from './sql.ts'

/**
 * The conditions of one node of the read tree: its filters and logic trees, where a null
 * filter on an embedded resource asks whether the resource is there.
 */

/** Resolves the filters of one node; notes the embeds its null filters look at. */
export interface ConditionScope {
  embeds: Embedded[]
  referenced: Set<Embedded>
  field: (path: Condition['field']) => ResolvedField
  params: SqlParameters
}

export function conditionFor(condition: Condition, scope: ConditionScope): string {
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

export function logicSql(tree: LogicTree, scope: ConditionScope): string {
  if (tree.kind === 'condition') return conditionFor(tree, scope)
  const children = tree.children.map((child) => logicSql(child, scope))
  const sql = `(${children.join(` ${tree.combinator} `)})`
  return tree.negated ? `not ${sql}` : sql
}

/** An embedded resource answers to its alias and, as on hosted PostgREST, to its own name. */
export function answersTo(embed: Embedded, name: string): boolean {
  return embed.item.alias === name || embed.item.name === name
}
