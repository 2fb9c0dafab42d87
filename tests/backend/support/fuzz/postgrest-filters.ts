import fc from 'fast-check'
import { PRODUCT_CONTRACT } from '../../../../supabase/local/contract.ts'
import { EMBEDDABLE, jsonPath, name } from './postgrest-vocabulary.ts'
import { fuzzText } from './text.ts'

/**
 * Filters: mostly the contract's operators and their operands, which reach the SQL; now and
 * then one of PostgREST's others, a modifier or a made-up one, which must be refused.
 */

const CONTRACT_OPERATORS: readonly string[] = PRODUCT_CONTRACT.rest.filters

/** PostgREST's operators outside the contract, with modifiers, and made-up ones. */
const OTHER_OPERATORS = [
  'neq',
  'gte',
  'lte',
  'ilike',
  'match',
  'in',
  'cs',
  'ov',
  'fts',
  'isdistinct',
  'like(any)',
  'fts(english)',
  'not.eq',
  'eq(some)',
  '',
  'EQ',
] as const

/** `{a,{b}}` array literals, sometimes nested deeper than PostgreSQL's six dimensions. */
const arrayLiteral = fc
  .tuple(fc.array(fuzzText, { maxLength: 4 }), fc.integer({ min: 1, max: 9 }))
  .map(([items, depth]) => `${'{'.repeat(depth)}${items.join(',')}${'}'.repeat(depth)}`)

const operand = (operator: string): fc.Arbitrary<string> => {
  if (operator.endsWith('is')) {
    return fc.oneof(
      fc.constantFrom('null', 'not_null', 'true', 'false', 'unknown', 'NULL', 'maybe'),
      fuzzText,
    )
  }
  if (operator === 'like')
    return fc.oneof(
      fuzzText,
      fuzzText.map((text) => `*${text}%`),
    )
  return fc.oneof({ arbitrary: fuzzText, weight: 4 }, { arbitrary: arrayLiteral, weight: 1 })
}

/** `op.value`, with `not.is` as the contract has it. */
export const condition = fc
  .oneof(
    { arbitrary: fc.constantFrom(...CONTRACT_OPERATORS), weight: 8 },
    { arbitrary: fc.constantFrom(...OTHER_OPERATORS), weight: 1 },
  )
  .chain((operator) => operand(operator).map((value) => `${operator}.${value}`))

/** A filter key: a column, a JSON path into one, or a column of an embedded resource. */
export const filterKey = fc.oneof(
  { arbitrary: name, weight: 8 },
  { arbitrary: fc.tuple(name, jsonPath).map(([column, path]) => `${column}${path}`), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...EMBEDDABLE, 'alias'), name)
      .map(([embedding, column]) => `${embedding}.${column}`),
    weight: 1,
  },
)
