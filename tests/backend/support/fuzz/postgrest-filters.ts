import fc from 'fast-check'
import {
  FULL_TEXT,
  QUANTIFIABLE,
  SINGLE_VALUE,
} from '../../../../supabase/local/rest/filter-syntax.ts'
import { EMBEDDABLE, jsonPath, name } from './postgrest-vocabulary.ts'
import { fuzzText } from './text.ts'

/** PostgREST's filters: every operator and its operands, logic trees, and the keys they go on. */

/** Every operator of PostgREST's grammar. */
const OPERATORS = [...QUANTIFIABLE, ...SINGLE_VALUE, ...FULL_TEXT, 'in', 'is', 'isdistinct']

/** Operators with a modifier (`like(any)`, `fts(english)`), and made-up ones. */
const OTHER_OPERATORS = [
  'like(any)',
  'ilike(all)',
  'eq(any)',
  'gt(all)',
  'fts(english)',
  'wfts(simple)',
  'plfts(german)',
  'phfts(english)',
  'fts(nosuchlanguage)',
  'eq(some)',
  'fts()',
  '',
  'EQ',
] as const

/** Range literals for sl, sr, nxr, nxl, adj and ov, well-formed and not. */
const rangeLiteral = fc.oneof(
  fc
    .tuple(fc.constantFrom('[', '('), fc.integer(), fc.integer(), fc.constantFrom(']', ')'))
    .map(([open, low, high, close]) => `${open}${low},${high}${close}`),
  fc.constantFrom('empty', '[,]', '(1,', '[2017-01-01,2017-06-30]', '[b,a]'),
)

/** `{a,{b}}` array literals, sometimes nested deeper than PostgreSQL's six dimensions. */
const arrayLiteral = fc
  .tuple(fc.array(fuzzText, { maxLength: 4 }), fc.integer({ min: 1, max: 9 }))
  .map(([items, depth]) => `${'{'.repeat(depth)}${items.join(',')}${'}'.repeat(depth)}`)

const inList = fc
  .array(
    fc.oneof(
      fuzzText,
      fuzzText.map((text) => `"${text}"`),
    ),
    { maxLength: 6 },
  )
  .map((items) => `(${items.join(',')})`)

const operand = (operator: string): fc.Arbitrary<string> => {
  switch (operator) {
    case 'in':
      return fc.oneof(inList, fuzzText)
    case 'cs':
    case 'cd':
    case 'ov':
      return fc.oneof(arrayLiteral, rangeLiteral, fuzzText)
    case 'sl':
    case 'sr':
    case 'nxr':
    case 'nxl':
    case 'adj':
      return fc.oneof(rangeLiteral, fuzzText)
    case 'like(any)':
    case 'ilike(all)':
    case 'eq(any)':
    case 'gt(all)':
      return fc.oneof(arrayLiteral, fuzzText)
    case 'is':
      return fc.oneof(
        fc.constantFrom('null', 'true', 'false', 'unknown', 'NULL', 'maybe'),
        fuzzText,
      )
    default:
      return fuzzText
  }
}

/** `[not.]op.value` */
export const condition = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      { arbitrary: fc.constantFrom(...OPERATORS), weight: 8 },
      { arbitrary: fc.constantFrom(...OTHER_OPERATORS), weight: 1 },
    ),
  )
  .chain(([negated, operator]) =>
    operand(operator).map((value) => `${negated ? 'not.' : ''}${operator}.${value}`),
  )

/** `a.eq.1` inside a logic tree, or a nested `and(...)`, `or(...)`, `not.and(...)`. */
export const { tree } = fc.letrec<{ tree: string; item: string }>((tie) => ({
  tree: fc
    .array(tie('item'), { minLength: 1, maxLength: 4 })
    .map((items) => `(${items.join(',')})`),
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(name, condition).map(([column, test]) => `${column}.${test}`),
    fc
      .tuple(fc.constantFrom('and', 'or', 'not.and', 'not.or'), tie('tree'))
      .map(([combinator, group]) => `${combinator}${group}`),
  ),
}))

/** A logic tree nested hundreds of levels deep. */
export const deepTree = fc
  .tuple(fc.constantFrom('or(', 'and(', 'not.and('), fc.integer({ min: 100, max: 1000 }))
  .map(([open, depth]) => `(${open.repeat(depth)}title.eq.a${')'.repeat(depth)})`)

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
