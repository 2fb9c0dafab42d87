import type { ExposedSchema } from './catalogue.ts'
import { RestError } from './errors.ts'
import type { Relationship } from './relationships.ts'

/**
 * The one relationship an embedding names: by the target relation (or a foreign key's name or
 * column), narrowed by a `!hint` (a foreign key, one of its columns, or a join table). None is
 * PGRST200; more than one is PGRST201 with the candidates, as PostgREST answers.
 */
export function chooseRelationship(
  schema: ExposedSchema,
  origin: string,
  target: string,
  hint: string | null,
): Relationship {
  const candidates = (schema.relationships.get(origin) ?? []).filter((relationship) =>
    matches(relationship, target, hint),
  )
  const [only] = candidates
  if (only && candidates.length === 1) return only
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${schema.name}', but no matches were found.`,
    )
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    candidates.map(describe),
    `Try changing '${target}' to one of the following: ${candidates.map((candidate) => `'${candidate.target}!${hintName(candidate)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

function matches(relationship: Relationship, target: string, hint: string | null): boolean {
  if (relationship.kind === 'computed') return target === relationship.name
  const singleColumn = (side: 0 | 1) => {
    const pairs =
      relationship.kind === 'foreign-key' ? relationship.columns : relationship.originColumns
    return pairs.length === 1 ? pairs[0]?.[side] : undefined
  }
  const constraint = (name: string) =>
    relationship.kind === 'foreign-key' && relationship.constraint === name
  if (relationship.kind === 'foreign-key' && relationship.origin === relationship.target) {
    // A table that refers to itself: its name embeds the children, the key column the parent.
    if (hint === null) {
      return (
        (target === relationship.target && relationship.cardinality === 'one-to-many') ||
        (target === singleColumn(0) && relationship.cardinality === 'many-to-one')
      )
    }
    return (
      target === relationship.target &&
      relationship.cardinality === 'one-to-many' &&
      hint === singleColumn(1)
    )
  }
  if (hint === null) {
    return (
      target === relationship.target ||
      (relationship.kind === 'foreign-key' &&
        !relationship.targetIsView &&
        (constraint(target) || target === singleColumn(0)))
    )
  }
  return (
    target === relationship.target &&
    (constraint(hint) ||
      (relationship.kind === 'foreign-key' &&
        (hint === singleColumn(0) || hint === singleColumn(1))) ||
      (relationship.kind === 'many-to-many' && hint === relationship.junction))
  )
}

function hintName(relationship: Relationship): string {
  if (relationship.kind === 'many-to-many') return relationship.junction
  if (relationship.kind === 'computed') return relationship.name
  return relationship.constraint
}

/** PGRST201's `details`: each candidate as PostgREST describes it. */
function describe(relationship: Relationship): Record<string, string> {
  const list = (columns: string[]) => `(${columns.join(', ')})`
  const embedding = `${relationship.origin} with ${relationship.target}`
  if (relationship.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${relationship.junction} using ${relationship.constraints[0]}${list(relationship.originColumns.map(([, junction]) => junction))} and ${relationship.constraints[1]}${list(relationship.targetColumns.map(([junction]) => junction))}`,
    }
  }
  if (relationship.kind === 'computed') return {}
  return {
    cardinality: relationship.cardinality,
    embedding,
    relationship: `${relationship.constraint} using ${relationship.origin}${list(relationship.columns.map(([origin]) => origin))} and ${relationship.target}${list(relationship.columns.map(([, target]) => target))}`,
  }
}
