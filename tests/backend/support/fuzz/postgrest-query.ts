import fc from 'fast-check'
import { condition, filterKey } from './postgrest-filters.ts'
import { select } from './postgrest-select.ts'
import { EMBEDDABLE, jsonPath, name } from './postgrest-vocabulary.ts'
import { encodeLenient, fuzzText, urlPiece } from './text.ts'

/**
 * A PostgREST query string: mostly the contract's select, filters, order, limit and offset;
 * now and then what it leaves out (logic trees, keys on embedded resources); encoded well or
 * badly.
 */

/** A column, a JSON path into one, or `embedding(column)` for a related order. */
const orderKey = fc.oneof(
  { arbitrary: name, weight: 6 },
  { arbitrary: fc.tuple(name, jsonPath).map(([column, path]) => `${column}${path}`), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...EMBEDDABLE), name)
      .map(([embedding, column]) => `${embedding}(${column})`),
    weight: 1,
  },
)

/** `limit`, `order`, `or` on the top level or on an embedded resource: `blog_posts.limit`. */
const embeddedKey = (key: string) =>
  fc.oneof(
    { arbitrary: fc.constant(key), weight: 4 },
    {
      arbitrary: fc.constantFrom(...EMBEDDABLE).map((embedding) => `${embedding}.${key}`),
      weight: 1,
    },
  )

const orderTerm = fc
  .tuple(
    orderKey,
    fc.array(
      fc.oneof(
        { arbitrary: fc.constantFrom('asc', 'desc', 'nullsfirst', 'nullslast'), weight: 8 },
        { arbitrary: fc.constantFrom('sideways', ''), weight: 1 },
      ),
      { maxLength: 3 },
    ),
  )
  .map(([column, modifiers]) => [column, ...modifiers].join('.'))

const count = fc.oneof(
  { arbitrary: fc.nat({ max: 2000 }).map(String), weight: 4 },
  fc.constantFrom(
    '999999999',
    '1000000000',
    '-1',
    '1.5',
    '1e3',
    '',
    ' 1',
    '0x10',
    '99999999999999999999',
  ),
  fuzzText,
)

/** One `key=value` pair of a query string. */
const parameter: fc.Arbitrary<[string, string]> = fc.oneof(
  { arbitrary: select.map((value): [string, string] => ['select', value]), weight: 3 },
  {
    arbitrary: fc
      .tuple(filterKey, condition)
      .map(([column, test]): [string, string] => [column, test]),
    weight: 10,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fuzzText)
      .map(([key, value]): [string, string] => [key, `(${value})`]),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(embeddedKey('order'), fc.array(orderTerm, { minLength: 1, maxLength: 3 }))
      .map(([key, terms]): [string, string] => [key, terms.join(',')]),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.oneof(embeddedKey('limit'), embeddedKey('offset')), count)
      .map(([key, value]): [string, string] => [key, value]),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('on_conflict', 'columns'), fc.array(name, { maxLength: 3 }))
      .map(([key, names]): [string, string] => [key, names.map((n) => `"${n}"`).join(',')]),
    weight: 1,
  },
  {
    arbitrary: fc.tuple(fuzzText, fuzzText).map(([key, value]): [string, string] => [key, value]),
    weight: 1,
  },
)

/** A query string: pairs percent-encoded well or badly, or sheer garbage. */
export const queryString = fc.oneof(
  {
    arbitrary: fc
      .array(
        fc
          .tuple(parameter, fc.boolean())
          .chain(([[key, value], encodeKey]) =>
            urlPiece(fc.constant(value)).map(
              (encodedValue) => `${encodeKey ? encodeLenient(key) : key}=${encodedValue}`,
            ),
          ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.join('&')),
    weight: 19,
  },
  { arbitrary: urlPiece(fuzzText), weight: 1 },
)
