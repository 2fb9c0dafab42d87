import fc from 'fast-check'
import { jsonBody, untrustedBody } from './bodies.ts'
import { queryString } from './postgrest-query.ts'
import { FUNCTIONS, REQUIRED_FOR_ANONYMOUS_INSERT, TABLES, name } from './postgrest-vocabulary.ts'
import type { FuzzRequest } from './request.ts'
import { fuzzText, headerText, urlPiece } from './text.ts'

/**
 * `/rest/v1` requests in PostgREST's query grammar and headers, mostly in the part the
 * contract lists and well-formed enough to reach the SQL builder, with what the contract leaves
 * out and malformed pieces mixed in at every level.
 */

const path = fc.oneof(
  { arbitrary: fc.constantFrom(...TABLES).map((table) => `/${table}`), weight: 10 },
  { arbitrary: fc.constantFrom(...FUNCTIONS).map((fn) => `/rpc/${fn}`), weight: 2 },
  {
    arbitrary: fc.constantFrom('/', '', '/rpc', '/rpc/', '/blog_posts/extra', '//blog_posts'),
    weight: 1,
  },
  { arbitrary: urlPiece(fuzzText).map((piece) => `/${piece}`), weight: 1 },
  { arbitrary: urlPiece(fuzzText).map((piece) => `/rpc/${piece}`), weight: 1 },
)

const method = fc.oneof(
  { arbitrary: fc.constant('GET'), weight: 5 },
  // HEAD answers have no body to check.
  { arbitrary: fc.constant('HEAD'), weight: 1 },
  { arbitrary: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'), weight: 4 },
  // Node's HTTP parser itself refuses methods it does not know, before any service sees them.
  { arbitrary: fc.constantFrom('OPTIONS', 'PROPFIND', 'PURGE'), weight: 1 },
)

const PREFER_TOKENS = [
  'return=representation',
  'return=representation',
  'return=minimal',
  'count=exact',
  'count=exact',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=headers-only',
  'count=planned',
  'count=estimated',
  'missing=default',
  'tx=rollback',
  'tx=commit',
  'handling=strict',
  'handling=lenient',
  'max-affected=1',
  'max-affected=0',
  'max-affected=x',
  'missing=null',
  'return=headers-only',
  'timezone=UTC',
  'timezone=America/Los_Angeles',
  'timezone=Nowhere/Land',
  'params=single-object',
] as const

/** A header sent in about one request in `inEvery`, mostly well-formed. */
function occasionally(
  inEvery: number,
  wellFormed: fc.Arbitrary<string>,
): fc.Arbitrary<string | null> {
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: inEvery - 1 },
    { arbitrary: fc.oneof({ arbitrary: wellFormed, weight: 3 }, headerText), weight: 1 },
  )
}

const headers = fc
  .record({
    prefer: occasionally(
      2,
      fc
        .array(fc.constantFrom(...PREFER_TOKENS), { minLength: 1, maxLength: 4 })
        .map((tokens) => tokens.join(', ')),
    ),
    range: occasionally(
      12,
      fc.oneof(
        fc.tuple(fc.nat(5000), fc.nat(5000)).map(([first, last]) => `${first}-${last}`),
        fc.constantFrom(
          '0-',
          '-1',
          '5-2',
          '99999999999999999999-',
          'a-b',
          'items=0-9',
          '0-9,20-29',
        ),
      ),
    ),
    'range-unit': occasionally(8, fc.constantFrom('items', 'bytes', '')),
    accept: occasionally(
      3,
      fc.constantFrom(
        'application/json',
        'application/json',
        'application/vnd.pgrst.object+json',
        'application/vnd.pgrst.object+json',
        'application/vnd.pgrst.object+json;nulls=stripped',
        'application/vnd.pgrst.array+json;nulls=stripped',
        'application/vnd.pgrst.plan+json',
        'text/csv',
        'text/csv;q=0.5, application/json',
        'text/plain',
        'application/openapi+json',
        'application/geo+json',
        '*/*',
      ),
    ),
    // Any schema but public is refused before the query is read: rarely, then.
    'accept-profile': occasionally(
      20,
      fc.constantFrom('public', 'public', 'private', 'auth', 'graphql_public'),
    ),
    'content-profile': occasionally(20, fc.constantFrom('public', 'public', 'graphql_public')),
    'content-type': occasionally(
      2,
      fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/csv',
        'application/x-www-form-urlencoded',
        'text/plain',
        'text/xml',
        'application/octet-stream',
      ),
    ),
  })
  .map((chosen) =>
    Object.fromEntries(
      Object.entries(chosen).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  )

/** Any `/rest/v1` request; writes carry rows that leave out {@link REQUIRED_FOR_ANONYMOUS_INSERT}. */
export const postgrestRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method,
    path,
    query: queryString,
    headers,
    body: fc.oneof(
      { arbitrary: jsonBody({ without: REQUIRED_FOR_ANONYMOUS_INSERT, keys: name }), weight: 3 },
      { arbitrary: untrustedBody, weight: 2 },
      { arbitrary: fc.constant(null), weight: 1 },
    ),
  })
  .map(({ method: verb, path: route, query, headers: chosen, body }) => ({
    method: verb,
    target: `${route}${query === '' ? '' : `?${query}`}`,
    headers: chosen,
    body,
  }))
