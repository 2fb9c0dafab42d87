import { describe, expect, it } from 'vitest'
import { type Send, column, expectError } from './api.ts'

/** Reading tables and views: PostgREST's "Tables and Views", "Pagination and Count" and
 * "Resource Representation" pages, request by request. */
export function describeReading(api: () => Send): void {
  const titles = async (query: string) =>
    column(await api()(`/books?select=title&order=id${query}`), 'title')

  describe('horizontal filtering', () => {
    it.each([
      ['&published=eq.1974', ['The Dispossessed']],
      ['&published=neq.1974', ['A Wizard of Earthsea', 'Invisible Cities', 'Kindred']],
      ['&published=gt.1974', ['Kindred']],
      ['&published=gte.1974', ['The Dispossessed', 'Kindred']],
      ['&published=lt.1972', ['A Wizard of Earthsea']],
      ['&published=lte.1972', ['A Wizard of Earthsea', 'Invisible Cities']],
      ['&title=like.*Cities', ['Invisible Cities']],
      ['&title=like.*THE*', []],
      ['&title=ilike.*THE*', ['The Dispossessed']],
      ['&title=match.^[AI]', ['A Wizard of Earthsea', 'Invisible Cities']],
      ['&title=imatch.^k', ['Kindred']],
      ['&published=in.(1968,1979)', ['A Wizard of Earthsea', 'Kindred']],
      ['&title=in.("Kindred","A, B")', ['Kindred']],
      ['&published=is.null', ['Untitled Draft']],
      ['&published=not.is.null&published=lt.1970', ['A Wizard of Earthsea']],
      [
        '&editor_id=isdistinct.1',
        ['A Wizard of Earthsea', 'The Dispossessed', 'Kindred', 'Untitled Draft'],
      ],
      [
        '&published=not.eq.1974&published=not.is.null',
        ['A Wizard of Earthsea', 'Invisible Cities', 'Kindred'],
      ],
      ['&tags=cs.{science fiction}', ['The Dispossessed', 'Kindred']],
      ['&tags=cd.{fantasy,magic,myth}', ['A Wizard of Earthsea', 'Untitled Draft']],
      ['&tags=ov.{magic,anarchy}', ['A Wizard of Earthsea', 'The Dispossessed']],
      ['&print_run=sl.[1976,1980)', ['A Wizard of Earthsea', 'Invisible Cities']],
      ['&print_run=sr.[1970,1973)', ['The Dispossessed', 'Kindred']],
      ['&print_run=nxr.[1960,1973)', ['Invisible Cities']],
      ['&print_run=nxl.[1974,1976)', ['The Dispossessed', 'Kindred']],
      ['&print_run=adj.[1975,1980)', ['A Wizard of Earthsea']],
      ['&print_run=ov.[1980,1981)', ['The Dispossessed', 'Kindred']],
    ])('%s', async (query, expected) => {
      expect(await titles(query)).toEqual(expected)
    })

    it.each([
      ['&title=like(any).{A*,K*}', ['A Wizard of Earthsea', 'Kindred']],
      [
        '&title=like(all).{*e*,*s*}',
        ['A Wizard of Earthsea', 'The Dispossessed', 'Invisible Cities'],
      ],
      ['&title=ilike(any).{*cities,*KINDRED}', ['Invisible Cities', 'Kindred']],
      ['&published=eq(any).{1968,1972}', ['A Wizard of Earthsea', 'Invisible Cities']],
      ['&published=gt(all).{1970,1973}', ['The Dispossessed', 'Kindred']],
    ])('with a modifier: %s', async (query, expected) => {
      expect(await titles(query)).toEqual(expected)
    })

    it.each([
      ['&search=fts.wizard', ['A Wizard of Earthsea']],
      ['&search=fts(english).cities %26 marco', ['Invisible Cities']],
      ['&search=plfts.twin physicist', ['The Dispossessed']],
      ['&search=phfts(english).pulled back', ['Kindred']],
      ['&search=wfts.wizard or physicist', ['A Wizard of Earthsea', 'The Dispossessed']],
      [
        '&search=not.wfts.wizard&published=not.is.null',
        ['The Dispossessed', 'Invisible Cities', 'Kindred'],
      ],
      ['&summary=fts(english).travels', ['The Dispossessed']],
    ])('with full-text search: %s', async (query, expected) => {
      expect(await titles(query)).toEqual(expected)
    })

    it('combines conditions with or, and, not, nested, on values with reserved characters', async () => {
      expect(await titles('&or=(published.lt.1970,and(published.gt.1975,title.like.K*))')).toEqual([
        'A Wizard of Earthsea',
        'Kindred',
      ])
      expect(await titles('&not.or=(published.is.null,published.lt.1975)')).toEqual(['Kindred'])
      expect(await titles('&or=(title.eq."Invisible Cities",tags.cs.{anarchy})')).toEqual([
        'The Dispossessed',
        'Invisible Cities',
      ])
      expect(await titles('&and=(published.gte.1970,or(tags.cs.{fabulism},price.gt.13))')).toEqual([
        'The Dispossessed',
        'Invisible Cities',
        'Kindred',
      ])
    })

    it('filters on JSON paths with ->> as text and -> as JSON', async () => {
      expect(await titles('&details->>isbn=eq.0-385-13716-6')).toEqual(['Kindred'])
      expect(await titles('&details->pages=gt.200')).toEqual(['The Dispossessed', 'Kindred'])
    })

    it('filters on computed fields', async () => {
      const answer = await api()('/authors?select=name&book_count=gte.2')
      expect(answer.body).toEqual([{ name: 'Ursula Le Guin' }])
    })

    it('reports an unknown column and an unknown operator', async () => {
      expectError(await api()('/books?nope=eq.1'), 400, '42703')
      expectError(await api()('/books?title=near.x'), 400, 'PGRST100')
      expectError(await api()('/books?id=eq.not-a-number'), 400, '22P02')
    })
  })

  describe('vertical filtering', () => {
    it('selects, renames and casts columns', async () => {
      const answer = await api()('/books?select=name:title,price::text&id=eq.1')
      expect(answer.body).toEqual([{ name: 'A Wizard of Earthsea', price: '12.50' }])
    })

    it('selects JSON paths, named after their last key unless renamed', async () => {
      const answer = await api()(
        '/authors?select=id,profile->genres->0,hugos:profile->awards->>hugo&id=eq.1',
      )
      expect(answer.body).toEqual([{ id: 1, genres: 'fantasy', hugos: '5' }])
      const nested = await api()('/books?select=details->>isbn&id=eq.3')
      expect(nested.body).toEqual([{ isbn: '0-15-145380-0' }])
    })

    it('selects computed fields, which * leaves out', async () => {
      const answer = await api()('/books?select=display_title&id=eq.2')
      expect(answer.body).toEqual([{ display_title: 'The Dispossessed (1974)' }])
      const all = await api()('/authors?id=eq.2')
      expect(Object.keys((all.body as object[])[0] ?? {})).not.toContain('book_count')
    })

    it('refuses aggregate functions, which hosted Supabase leaves disabled', async () => {
      expectError(await api()('/books?select=price.sum()'), 400, 'PGRST123')
      expectError(await api()('/books?select=count()'), 400, 'PGRST123')
    })
  })

  describe('ordering', () => {
    it('orders by several columns, directions, nulls first or last, and JSON paths', async () => {
      expect(column(await api()('/books?select=id&order=published.desc.nullslast'), 'id')).toEqual([
        4, 2, 3, 1, 5,
      ])
      expect(column(await api()('/books?select=id&order=published.asc.nullsfirst'), 'id')).toEqual([
        5, 1, 3, 2, 4,
      ])
      expect(
        column(await api()('/books?select=id&order=author_id.desc.nullslast,published'), 'id'),
      ).toEqual([4, 3, 1, 2, 5])
      expect(
        column(
          await api()('/authors?select=id&order=profile->awards->hugo.desc.nullslast,id'),
          'id',
        ),
      ).toEqual([1, 3, 2, 4])
    })

    it('orders by computed fields', async () => {
      expect(column(await api()('/authors?select=id&order=book_count.desc,id'), 'id')).toEqual([
        1, 2, 3, 4,
      ])
    })
  })

  describe('limits, ranges and counts', () => {
    it('pages with limit and offset and reports the range', async () => {
      const answer = await api()('/books?select=id&order=id&limit=2&offset=1')
      expect(answer.body).toEqual([{ id: 2 }, { id: 3 }])
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-range')).toBe('1-2/*')
    })

    it('pages with a Range header', async () => {
      const answer = await api()('/books?select=id&order=id', { headers: { Range: '3-' } })
      expect(answer.body).toEqual([{ id: 4 }, { id: 5 }])
      expect(answer.headers.get('content-range')).toBe('3-4/*')
    })

    it('counts exactly: 206 for a part, 200 for the whole, and an empty page', async () => {
      const part = await api()('/books?select=id&order=id&limit=2&offset=3', {
        headers: { Prefer: 'count=exact' },
      })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe('3-4/5')
      const whole = await api()('/books?select=id', { headers: { Prefer: 'count=exact' } })
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-range')).toBe('0-4/5')
      const none = await api()('/books?select=id&id=eq.0', { headers: { Prefer: 'count=exact' } })
      expect(none.headers.get('content-range')).toBe('*/0')
    })

    it('counts with the planner for count=planned, and exactly below max_rows for estimated', async () => {
      const planned = await api()('/books?select=id&limit=1', {
        headers: { Prefer: 'count=planned' },
      })
      expect(planned.headers.get('content-range')).toMatch(/^0-0\/\d+$/)
      expect(planned.headers.get('preference-applied')).toBe('count=planned')
      const estimated = await api()('/books?select=id&limit=1', {
        headers: { Prefer: 'count=estimated' },
      })
      expect(estimated.status).toBe(206)
      expect(estimated.headers.get('content-range')).toBe('0-0/5')
    })

    it('answers a head request with the count and no body', async () => {
      const answer = await api()('/books?select=id', {
        method: 'HEAD',
        headers: { Prefer: 'count=exact' },
      })
      expect(answer.status).toBe(200)
      expect(answer.text).toBe('')
      expect(answer.headers.get('content-range')).toBe('0-4/5')
    })

    it('refuses impossible ranges with 416', async () => {
      expectError(await api()('/books?limit=-1'), 416, 'PGRST103')
      expectError(await api()('/books', { headers: { Range: '5-2' } }), 416, 'PGRST103')
      expectError(
        await api()('/books?offset=10', { headers: { Prefer: 'count=exact' } }),
        416,
        'PGRST103',
        { details: 'An offset of 10 was requested, but there are only 5 rows.' },
      )
    })
  })

  describe('representation', () => {
    it('answers one object for application/vnd.pgrst.object+json, and 406 otherwise', async () => {
      const one = await api()('/books?select=title&id=eq.1', {
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      })
      expect(one.body).toEqual({ title: 'A Wizard of Earthsea' })
      expect(one.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/)
      expectError(
        await api()('/books?select=title', {
          headers: { Accept: 'application/vnd.pgrst.object+json' },
        }),
        406,
        'PGRST116',
        { details: 'The result contains 5 rows' },
      )
    })

    it('strips nulls on request', async () => {
      const array = await api()('/authors?select=name,country&id=eq.4', {
        headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      })
      expect(array.body).toEqual([{ name: 'Anonymous' }])
      const object = await api()('/authors?select=name,country&id=eq.4', {
        headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
      })
      expect(object.body).toEqual({ name: 'Anonymous' })
    })

    it('answers CSV for text/csv', async () => {
      const answer = await api()('/authors?select=id,name,country&order=id&id=in.(2,4)', {
        headers: { Accept: 'text/csv' },
      })
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(answer.text).toBe('id,name,country\n2,"Italo Calvino",IT\n4,Anonymous,')
    })

    it('picks the first available type by quality, and refuses when none is', async () => {
      const answer = await api()('/books?select=id&id=eq.1', {
        headers: { Accept: 'text/html;q=0.9, text/csv;q=0.5' },
      })
      expect(answer.text).toBe('id\n1')
      expectError(await api()('/books', { headers: { Accept: 'text/html' } }), 406, 'PGRST107')
      expectError(
        await api()('/books', { headers: { Accept: 'application/vnd.pgrst.plan+json' } }),
        406,
        'PGRST107',
      )
    })

    it('reads views', async () => {
      const answer = await api()('/book_titles?select=title&published=gt.1973&order=published')
      expect(column(answer, 'title')).toEqual(['The Dispossessed', 'Kindred'])
    })
  })
}
