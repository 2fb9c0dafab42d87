import fc from 'fast-check'
import { EMBEDDABLE, jsonPath, name } from './postgrest-vocabulary.ts'

/**
 * PostgREST's `select`: mostly what the contract has (`*`, columns, renamed columns), now and
 * then what it leaves out (casts, JSON paths, aggregates, embedded resources nested).
 */

const CASTS = [
  'text',
  'int',
  'int8',
  'numeric',
  'boolean',
  'json',
  'jsonb',
  'text[]',
  'uuid',
  'date',
  'bytea',
  'xml',
  'regclass',
  'void',
  'record',
  'tsvector',
  'char[]',
  'nosuchtype',
] as const

const embedModifier = fc.constantFrom(
  '',
  '',
  '!inner',
  '!left',
  '!post_id',
  '!newsletter_deliveries_post_id_fkey',
  '!inner!subscriber_id',
  '!nope',
  '!',
  '!!',
)

const leafItem = fc.oneof(
  { arbitrary: fc.constant('*'), weight: 4 },
  { arbitrary: name, weight: 16 },
  { arbitrary: fc.tuple(name, name).map(([alias, column]) => `${alias}:${column}`), weight: 4 },
  {
    arbitrary: fc
      .tuple(name, fc.constantFrom(...CASTS))
      .map(([column, cast]) => `${column}::${cast}`),
    weight: 1,
  },
  { arbitrary: fc.tuple(name, jsonPath).map(([column, path]) => `${column}${path}`), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      'count',
      'count()',
      'id.count()',
      'read_time.sum()',
      '',
      '(',
      ')',
      ':',
      '::',
      '...',
    ),
    weight: 1,
  },
)

/** Embedded resources, aliased, hinted, spread and nested. */
const { selectItem } = fc.letrec<{ selectItem: string; embed: string }>((tie) => ({
  selectItem: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: leafItem, weight: 12 },
    { arbitrary: tie('embed'), weight: 1 },
  ),
  embed: fc
    .tuple(
      fc.constantFrom('', '', 'alias:', '...'),
      fc.oneof(fc.constantFrom(...EMBEDDABLE), name),
      embedModifier,
      fc.array(tie('selectItem'), { maxLength: 3 }),
    )
    .map(
      ([prefix, target, modifier, children]) =>
        `${prefix}${target}${modifier}(${children.join(',')})`,
    ),
}))

export const select = fc.oneof(
  {
    arbitrary: fc.array(selectItem, { minLength: 1, maxLength: 6 }).map((items) => items.join(',')),
    weight: 8,
  },
  // More result columns than PostgreSQL's limit of 1,664.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('id', 'title', 'x:id'), fc.integer({ min: 1600, max: 1800 }))
      .map(([item, count]) => Array<string>(count).fill(item).join(',')),
    weight: 1,
  },
)
