import { describe, expect, it } from 'vitest'
import { RestError } from '../../../supabase/local/rest/errors.ts'
import { parseRestQuery } from '../../../supabase/local/rest/query.ts'

const parse = (query: string, method = 'GET') => parseRestQuery(new URLSearchParams(query), method)

/** The refusal a query string gets: its status, code and message. */
function refusal(query: string, method = 'GET') {
  try {
    parse(query, method)
  } catch (error) {
    if (!(error instanceof RestError)) throw error
    return { status: error.status, code: error.code, message: error.message }
  }
  throw new Error(`${query} was not refused`)
}

describe("the REST query string, in the contract's part of PostgREST's grammar", () => {
  it('reads a select of *, columns, quoted columns and renamed columns', () => {
    expect(parse('select=*').select).toBeNull()
    expect(parse('').select).toBeNull()
    expect(parse('select=id, summary:card_excerpt,"odd name"').select).toEqual([
      { column: 'id', alias: 'id' },
      { column: 'card_excerpt', alias: 'summary' },
      { column: 'odd name', alias: 'odd name' },
    ])
  })

  it('reads filters with the operators the contract lists, is values in any case', () => {
    expect(
      parse('id=eq.1&published=is.TRUE&tags=not.is.null&title=like.*a%25&n=gt.2&n=lt.9').filters,
    ).toEqual([
      { column: 'id', operator: 'eq', negated: false, value: '1' },
      { column: 'published', operator: 'is', negated: false, value: 'true' },
      { column: 'tags', operator: 'is', negated: true, value: 'null' },
      { column: 'title', operator: 'like', negated: false, value: '*a%' },
      { column: 'n', operator: 'gt', negated: false, value: '2' },
      { column: 'n', operator: 'lt', negated: false, value: '9' },
    ])
    expect(parse('title=eq.a.b').filters[0]?.value).toBe('a.b')
  })

  it('reads order, limit, offset, columns and on_conflict; the first of each counts', () => {
    const query = parse('order=publish_date.desc.nullslast,id&limit=12&offset=24&limit=1')
    expect(query.order).toEqual([
      { column: 'publish_date', descending: true, nulls: 'last' },
      { column: 'id', descending: false, nulls: null },
    ])
    expect([query.limit, query.offset]).toEqual([12, 24])
    const write = parse('columns="a","b"&on_conflict=email&select=id', 'POST')
    expect([write.columns, write.onConflict]).toEqual([['a', 'b'], ['email']])
  })

  it('takes the API key as the gateway does, not as a filter', () => {
    expect(parse('apikey=abc&id=eq.1').filters).toHaveLength(1)
  })

  it.each([
    ['title=neq.x', "The filter operator 'neq' is outside the local backend's contract"],
    ['title=not.eq.x', "The filter operator 'not.eq'"],
    ['title=like(any).{a}', "The filter operator 'like(any)'"],
    ['or=(a.eq.1)', "The parameter 'or' (logic trees)"],
    ['posts.title=eq.x', 'embedded resource'],
    ['data->>a=eq.x', 'JSON paths'],
    ['select=id,posts(*)', "The select item 'posts(*)' (resource embedding)"],
    ['select=id::text', 'casts'],
    ['select=data->a', 'JSON paths'],
    ['select=count()', 'aggregate functions'],
    ['select=...posts(id)', 'spreading'],
    ['select=*,id', '* beside columns'],
    ['order=posts(id)', "The order term 'posts(id)' (resource embedding)"],
  ])('refuses %s, naming it', (query, named) => {
    expect(refusal(query)).toMatchObject({ status: 400, code: 'PGRST127' })
    expect(refusal(query).message).toContain(named)
  })

  it.each([
    ['order=id', 'POST', "'order' on a POST"],
    ['id=eq.1', 'POST', "A filter ('id') on a POST"],
    ['limit=1', 'PATCH', "'limit' on a PATCH"],
    ['on_conflict=id', 'DELETE', "'on_conflict' on a DELETE"],
  ])('refuses %s on a %s, which it does not take', (query, method, named) => {
    expect(refusal(query, method).message).toContain(named)
  })

  it.each([
    'title=near.x',
    'title=eq',
    'title=is.maybe',
    'order=title.sideways',
    'limit=ten',
    'offset=-1',
    'select=a b',
    'select=a;b',
    'columns=a,b c(',
  ])('answers %s as malformed (PGRST100), as PostgREST does', (query) => {
    expect(refusal(query, query.startsWith('columns') ? 'POST' : 'GET')).toMatchObject({
      status: 400,
      code: 'PGRST100',
    })
  })

  it('answers a negative limit with 416, as PostgREST does', () => {
    expect(refusal('limit=-1')).toMatchObject({ status: 416, code: 'PGRST103' })
  })
})
