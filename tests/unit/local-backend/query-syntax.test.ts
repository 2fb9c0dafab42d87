import { describe, expect, it } from 'vitest'
import { parseOrder } from '../../../supabase/local/rest/filter-syntax.ts'
import { parseRequestQuery } from '../../../supabase/local/rest/query-syntax.ts'
import { parseSelect } from '../../../supabase/local/rest/select-syntax.ts'

const parse = (query: string, rpcRead = false) =>
  parseRequestQuery(new URLSearchParams(query), rpcRead)
const field = (name: string, jsonPath: unknown[] = []) => ({ name, jsonPath })

describe('select', () => {
  it.each([
    ['*', [{ kind: 'star' }]],
    [
      'id, title',
      [
        { kind: 'field', field: field('id'), alias: null, cast: null, aggregate: null },
        { kind: 'field', field: field('title'), alias: null, cast: null, aggregate: null },
      ],
    ],
    [
      'n:display_order::int',
      [{ kind: 'field', field: field('display_order'), alias: 'n', cast: 'int', aggregate: null }],
    ],
    [
      'data->phones->0->>number',
      [
        {
          kind: 'field',
          field: field('data', [
            { arrow: '->', key: 'phones', index: false },
            { arrow: '->', key: '0', index: true },
            { arrow: '->>', key: 'number', index: false },
          ]),
          alias: null,
          cast: null,
          aggregate: null,
        },
      ],
    ],
    [
      'total:amount.sum()',
      [{ kind: 'field', field: field('amount'), alias: 'total', cast: null, aggregate: 'sum' }],
    ],
  ])('reads %s', (text, expected) => {
    expect(parseSelect(text)).toEqual(expected)
  })

  it('reads embeddings with aliases, hints, join types and spreads, nested', () => {
    expect(
      parseSelect('title,author:authors!books_author_id_fkey!inner(name),...tags(label)'),
    ).toEqual([
      { kind: 'field', field: field('title'), alias: null, cast: null, aggregate: null },
      {
        kind: 'embed',
        name: 'authors',
        alias: 'author',
        hint: 'books_author_id_fkey',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: field('name'), alias: null, cast: null, aggregate: null },
        ],
      },
      {
        kind: 'embed',
        name: 'tags',
        alias: null,
        hint: null,
        joinType: null,
        spread: true,
        children: [
          { kind: 'field', field: field('label'), alias: null, cast: null, aggregate: null },
        ],
      },
    ])
    expect(parseSelect('books(count)')[0]).toMatchObject({
      kind: 'embed',
      children: [{ kind: 'field', field: field('count') }],
    })
    expect(parseSelect('actors()')[0]).toMatchObject({ kind: 'embed', children: [] })
  })

  it.each(['author(*', 'id::text;drop table x', 'x:*', 'a,,b', 'id!hint', 'data->>'])(
    'refuses %j with PGRST100',
    (text) => {
      expect(() => parseSelect(text)).toThrow(expect.objectContaining({ code: 'PGRST100' }))
    },
  )
})

describe('filters', () => {
  it('reads operators, modifiers, languages, negation and raw values', () => {
    const { filters } = parse(
      'status=not.in.(a,"b,c")&name=like(any).{O*,P*}&tsv=wfts(english).the cat&n=is.NULL&x=isdistinct.1&r=adj.(1,10)',
    )
    expect(filters.map((filter) => [filter.condition.negated, filter.condition.operation])).toEqual(
      [
        [true, { kind: 'in', values: ['a', 'b,c'] }],
        [false, { kind: 'compare', operator: 'like', quantifier: 'any', value: '{O*,P*}' }],
        [false, { kind: 'fts', operator: 'wfts', language: 'english', value: 'the cat' }],
        [false, { kind: 'is', value: 'null' }],
        [false, { kind: 'isdistinct', value: '1' }],
        [false, { kind: 'compare', operator: 'adj', quantifier: null, value: '(1,10)' }],
      ],
    )
  })

  it('reads embedded paths and JSON paths in filter keys', () => {
    const { filters } = parse('books.title=eq.x&data->>key=eq.y')
    expect(filters.map((filter) => [filter.path, filter.condition.field])).toEqual([
      [['books'], field('title')],
      [[], field('data', [{ arrow: '->>', key: 'key', index: false }])],
    ])
  })

  it('reads nested logic trees with quoted values, on the top level and on embeddings', () => {
    const { logic } = parse('or=(a.eq.1,not.and(b.is.null,c.eq."x,y"))&books.not.or=(d.gt.2)')
    expect(logic[0]?.path).toEqual([])
    expect(logic[0]?.tree).toMatchObject({
      combinator: 'or',
      negated: false,
      children: [
        { kind: 'condition', field: field('a') },
        {
          kind: 'group',
          combinator: 'and',
          negated: true,
          children: [
            { operation: { kind: 'is', value: 'null' } },
            { operation: { kind: 'compare', value: 'x,y' } },
          ],
        },
      ],
    })
    expect(logic[1]).toMatchObject({ path: ['books'], tree: { combinator: 'or', negated: true } })
  })

  it('takes pairs that are no filter as arguments on an RPC read, and refuses them elsewhere', () => {
    expect(parse('a=1&b=eq.2', true).arguments).toEqual([['a', '1']])
    expect(() => parse('a=1')).toThrow(expect.objectContaining({ code: 'PGRST100' }))
  })

  it.each(['title=near.x', 'title=eq', 'or=(a.eq.1', 'or=a.eq.1', 'n=is.maybe', 'n=eq(some).1'])(
    'refuses %s with PGRST100',
    (query) => {
      expect(() => parse(query)).toThrow(expect.objectContaining({ code: 'PGRST100' }))
    },
  )
})

describe('order, limits and column lists', () => {
  it('reads directions, nulls placement, JSON paths and related columns', () => {
    expect(parseOrder('publish_date.desc.nullslast,data->>n,author(name).asc')).toEqual([
      { relation: null, field: field('publish_date'), direction: 'desc', nulls: 'last' },
      {
        relation: null,
        field: field('data', [{ arrow: '->>', key: 'n', index: false }]),
        direction: null,
        nulls: null,
      },
      { relation: 'author', field: field('name'), direction: 'asc', nulls: null },
    ])
  })

  it('reads limits and offsets per embedding, and ignores ones that are no whole number', () => {
    expect(parse('limit=10&offset=20&books.limit=2&x.limit=abc').ranges).toEqual([
      { path: [], limit: 10, offset: 20 },
      { path: ['books'], limit: 2, offset: null },
    ])
  })

  it('reads on_conflict and quoted columns', () => {
    expect(parse('on_conflict=slug&columns=%22title%22,%22body%22')).toMatchObject({
      onConflict: ['slug'],
      columns: ['title', 'body'],
    })
  })

  it.each(['order=id.sideways', 'columns=,', 'order='])('refuses %s with PGRST100', (query) => {
    expect(() => parse(query)).toThrow(expect.objectContaining({ code: 'PGRST100' }))
  })
})
