import fc from 'fast-check'
import { fuzzText } from './text.ts'

/** Request bodies: JSON of the wrong shape, invalid JSON, deep nesting, huge strings, raw bytes. */

const jsonScalar: fc.Arbitrary<unknown> = fc.oneof(
  fuzzText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(true, false, null, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0),
)

/** A JSON value a few levels deep, with nasty strings and numbers at the leaves. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: jsonScalar, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(jsonScalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fuzzText, jsonScalar, { maxKeys: 3 }), weight: 1 },
)

/** `[[[[...]]]]` or `{"a":{"a":...}}`, deeper than any parser's comfortable recursion. */
export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), fc.integer({ min: 100, max: 20_000 }))
  .map(([arrays, depth]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

/** One huge string field, up to a megabyte. */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\\', '"'), fc.integer({ min: 10_000, max: 1_000_000 }))
  .map(([piece, length]) => piece.repeat(length))

/**
 * JSON bodies: objects with the given keys (never `without`), arrays of them, other values,
 * deep nesting and huge strings, serialised.
 */
export function jsonBody(options: {
  keys: fc.Arbitrary<string>
  without: string
}): fc.Arbitrary<string> {
  const row = fc.dictionary(
    options.keys.filter((key) => key !== options.without),
    jsonValue,
    { maxKeys: 6 },
  )
  return fc.oneof(
    { arbitrary: row.map((value) => JSON.stringify(value)), weight: 5 },
    {
      arbitrary: fc.array(row, { minLength: 1, maxLength: 4 }).map((rows) => JSON.stringify(rows)),
      weight: 2,
    },
    { arbitrary: jsonValue.map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: deeplyNested, weight: 1 },
    {
      arbitrary: fc
        .tuple(
          options.keys.filter((key) => key !== options.without),
          hugeString,
        )
        .map(([key, text]) => JSON.stringify({ [key]: text })),
      weight: 1,
    },
  )
}

/** A body that is not JSON at all, or not quite JSON, or not even text. */
export const untrustedBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '[',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}garbage',
    'nul',
    'NaN',
    'undefined',
    '\ufeff{}',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '[{"a":1},2]',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fuzzText,
  fc.uint8Array({ maxLength: 200 }),
  deeplyNested,
)
