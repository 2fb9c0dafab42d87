import type { ExposedSchema, Relation } from './catalogue.ts'
import { type Source, relationSource } from './fields.ts'
import type { Relationship } from './relationships.ts'
import { type AliasCounter, qualifiedName, quoteIdentifier } from './sql.ts'

/**
 * How an embedded resource's rows are found from a row of its parent: through a foreign key,
 * through a junction table (many-to-many), or by calling a function of the parent's row.
 */

export interface EmbedJoin {
  /** Where the embedded rows come from; a junction table is joined in here. */
  source: Source
  /** The conditions that tie an embedded row to its parent's row. */
  joinConditions: string[]
}

export interface EmbedParent {
  source: Source
  alias: string
}

export function embedJoin(
  schema: ExposedSchema,
  aliases: AliasCounter,
  parent: EmbedParent,
  relationship: Relationship,
  target: Relation,
  alias: string,
): EmbedJoin {
  const parentColumn = (column: string) => parent.source.column(parent.alias, column)
  const childColumn = (column: string) => `${alias}.${quoteIdentifier(column)}`
  const source = relationSource(schema.name, target.name)
  if (relationship.kind === 'foreign-key') {
    return {
      source,
      joinConditions: relationship.columns.map(
        ([origin, targetColumn]) => `${childColumn(targetColumn)} = ${parentColumn(origin)}`,
      ),
    }
  }
  if (relationship.kind === 'many-to-many') {
    const junction = aliases.take('j')
    const junctionJoin = relationship.targetColumns
      .map(
        ([junctionColumn, targetColumn]) =>
          `${junction}.${quoteIdentifier(junctionColumn)} = ${childColumn(targetColumn)}`,
      )
      .join(' and ')
    return {
      source: {
        ...source,
        from: (childAlias) =>
          `${qualifiedName(schema.name, target.name)} as ${childAlias} join ${qualifiedName(schema.name, relationship.junction)} as ${junction} on ${junctionJoin}`,
      },
      joinConditions: relationship.originColumns.map(
        ([origin, junctionColumn]) =>
          `${junction}.${quoteIdentifier(junctionColumn)} = ${parentColumn(origin)}`,
      ),
    }
  }
  const call = `${qualifiedName(schema.name, relationship.routine.name)}(${parent.source.row(parent.alias)})`
  return {
    source: { ...source, from: (childAlias) => `${call} as ${childAlias}` },
    joinConditions: [],
  }
}
