import { describe, expect, it } from 'vitest'
import {
  parseInList,
  parseRequestQuery,
  parseSelect,
} from '../../../supabase/local/rest/query-syntax.ts'

const parse = (query: string) => parseRequestQuery(new URLSearchParams(query))

describe('select lists', () => {
  it.each([
    ['*', [{ column: '*', alias: null, cast: null }]],
    [
      'id,title',
      [
        { column: 'id', alias: null, cast: null },
        { column: 'title', alias: null, cast: null },
      ],
    ],
    ['name:company_name', [{ column: 'company_name', alias: 'name', cast: null }]],
    ['display_order::text', [{ column: 'display_order', alias: null, cast: 'text' }]],
    ['n:display_order::int', [{ column: 'display_order', alias: 'n', cast: 'int' }]],
  ])('%s', (text, expected) => {
    expect(parseSelect(text)).toEqual(expected)
  })

  it.each(['author(*)', 'data->x', 'a b', 'x:*', 'id::text;drop table x', ''])(
    'refuse %j',
    (text) => {
      expect(() => parseSelect(text)).toThrow()
    },
  )
})

describe('filters', () => {
  it('read the operator, the negation and the raw value', () => {
    expect(parse('status=not.in.(a,"b,c")&n=gte.1&n=lt.9').filters).toEqual([
      { kind: 'condition', column: 'status', operator: 'in', negated: true, value: '(a,"b,c")' },
      { kind: 'condition', column: 'n', operator: 'gte', negated: false, value: '1' },
      { kind: 'condition', column: 'n', operator: 'lt', negated: false, value: '9' },
    ])
  })

  it('read nested logic trees with quoted values', () => {
    expect(parse('or=(a.eq.1,and(b.is.null,c.eq."x,y"))').filters).toEqual([
      {
        kind: 'group',
        combinator: 'or',
        negated: false,
        filters: [
          { kind: 'condition', column: 'a', operator: 'eq', negated: false, value: '1' },
          {
            kind: 'group',
            combinator: 'and',
            negated: false,
            filters: [
              { kind: 'condition', column: 'b', operator: 'is', negated: false, value: 'null' },
              { kind: 'condition', column: 'c', operator: 'eq', negated: false, value: 'x,y' },
            ],
          },
        ],
      },
    ])
  })

  it('ignore the reserved parameters', () => {
    expect(
      parse('select=id&order=id&limit=1&offset=2&apikey=k&on_conflict=id&columns=%22a%22').filters,
    ).toEqual([])
  })

  it.each(['title=near.x', 'title=eq', 'or=(a.eq.1', 'or=a.eq.1', 'bad-name=eq.1'])(
    'refuse %s',
    (query) => {
      expect(() => parse(query)).toThrow()
    },
  )
})

describe('ordering, paging and column lists', () => {
  it('read several keys with directions and nulls placement', () => {
    expect(parse('order=publish_date.desc.nullslast,created_at.desc,title').order).toEqual([
      { column: 'publish_date', direction: 'desc', nulls: 'last' },
      { column: 'created_at', direction: 'desc', nulls: null },
      { column: 'title', direction: null, nulls: null },
    ])
  })

  it('read limit, offset, on_conflict and quoted columns', () => {
    const query = parse('limit=10&offset=20&on_conflict=slug&columns=%22title%22,%22body%22')
    expect(query).toMatchObject({
      limit: 10,
      offset: 20,
      onConflict: ['slug'],
      columns: ['title', 'body'],
    })
  })

  it.each(['order=id.sideways', 'limit=-1', 'offset=x', 'columns=%22a b%22'])(
    'refuse %s',
    (query) => {
      expect(() => parse(query)).toThrow()
    },
  )
})

describe('in lists', () => {
  it.each([
    ['(a,b)', ['a', 'b']],
    ['("a,b",c)', ['a,b', 'c']],
    ['("say \\"hi\\"")', ['say "hi"']],
    ['()', []],
  ])('%s', (text, expected) => {
    expect(parseInList(text)).toEqual(expected)
  })
})
