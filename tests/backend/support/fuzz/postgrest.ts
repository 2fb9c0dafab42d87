import fc from 'fast-check'
import {
  FULL_TEXT,
  QUANTIFIABLE,
  SINGLE_VALUE,
} from '../../../../supabase/local/rest/filter-syntax.ts'
import { jsonBody, untrustedBody } from './bodies.ts'
import type { FuzzRequest } from './request.ts'
import { encodeLenient, fuzzText, headerText, urlPiece } from './text.ts'

/**
 * `/rest/v1` requests in PostgREST's query grammar (select with embedded resources and JSON
 * paths, filters with every operator, modifier and text-search language, logic trees, order,
 * limit, offset, each on embedded resources too) and its headers, mostly well-formed enough to
 * reach the SQL builder, with malformed pieces mixed in at every level.
 */

const TABLES = [
  'blog_posts',
  'publications',
  'experiences',
  'earlier_experiences',
  'startup_experience_logos',
  'services',
  'testimonials',
  'contact_faqs',
  'contact_submissions',
  'newsletter_subscribers',
  'newsletter_deliveries',
  'site_owner',
] as const

/**
 * The one column an anonymous insert cannot do without (contact_submissions.message): leaving
 * it out of every generated row makes every generated insert one that must be refused.
 */
const REQUIRED_FOR_ANONYMOUS_INSERT = 'message'

const COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'tags',
  'featured',
  'published',
  'publish_date',
  'read_time',
  'created_at',
  'updated_at',
  'display_order',
  'is_active',
  'first_name',
  'last_name',
  'email',
  'company',
  'subject',
  'status',
  'confirm_token',
  'user_id',
  'newsletter_sent',
  'client_address_hash',
  'published_date',
] as const

const FUNCTIONS = ['current_user_is_owner', 'site_has_owner', 'is_owner', 'pg_sleep'] as const

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

const name = fc.oneof(
  { arbitrary: fc.constantFrom(...COLUMNS), weight: 12 },
  { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/), weight: 2 },
  { arbitrary: fuzzText, weight: 1 },
)

/** `->key`, `->>0`, `->-1`: a JSON path after a column, now and then malformed. */
const jsonPath = fc
  .array(
    fc.tuple(
      fc.constantFrom('->', '->>', '->', '>', '-'),
      fc.oneof(name, fc.integer({ min: -3, max: 5 }).map(String), fc.constant('"quoted key"')),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((steps) => steps.map(([arrow, key]) => `${arrow}${key}`).join(''))

/** What an embedding names: the tables, their foreign keys and key columns, or anything. */
const EMBEDDABLE = [
  'blog_posts',
  'newsletter_deliveries',
  'newsletter_subscribers',
  'post_id',
  'subscriber_id',
  'newsletter_deliveries_post_id_fkey',
  'newsletter_deliveries_subscriber_id_fkey',
  'current_user_is_owner',
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
  { arbitrary: name, weight: 10 },
  { arbitrary: fc.tuple(name, name).map(([alias, column]) => `${alias}:${column}`), weight: 1 },
  {
    arbitrary: fc
      .tuple(name, fc.constantFrom(...CASTS))
      .map(([column, cast]) => `${column}::${cast}`),
    weight: 2,
  },
  { arbitrary: fc.tuple(name, jsonPath).map(([column, path]) => `${column}${path}`), weight: 2 },
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
    { arbitrary: leafItem, weight: 4 },
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

const select = fc.oneof(
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
const condition = fc
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
const { tree } = fc.letrec<{ tree: string; item: string }>((tie) => ({
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
const deepTree = fc
  .tuple(fc.constantFrom('or(', 'and(', 'not.and('), fc.integer({ min: 100, max: 1000 }))
  .map(([open, depth]) => `(${open.repeat(depth)}title.eq.a${')'.repeat(depth)})`)

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

/** A filter key: a column, a JSON path into one, or a column of an embedded resource. */
const filterKey = fc.oneof(
  { arbitrary: name, weight: 8 },
  { arbitrary: fc.tuple(name, jsonPath).map(([column, path]) => `${column}${path}`), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...EMBEDDABLE, 'alias'), name)
      .map(([embedding, column]) => `${embedding}.${column}`),
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
      .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.oneof(tree, fuzzText))
      .map(([key, value]): [string, string] => [key, value]),
    weight: 3,
  },
  {
    arbitrary: deepTree.map((value): [string, string] => ['or', value]),
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
const queryString = fc.oneof(
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
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
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
      4,
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
