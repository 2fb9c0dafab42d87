import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Send, column, expectError } from './api.ts'

/**
 * Reading a table: PostgREST's "Tables and Views", "Pagination and Count" and "Resource
 * Representation" pages, for the filters, select lists, order, limits and answers the
 * contract lists. Five logos of the file's own, told apart by a tag in their names.
 */
export function describeReading(send: Send): void {
  const tag = `r-${randomUUID().slice(0, 8)}`
  const logos = [
    { company_name: `${tag} Alpha`, company_url: 'https://alpha.example', display_order: 3 },
    { company_name: `${tag} Bravo`, company_url: null, display_order: 1 },
    { company_name: `${tag} Charlie`, company_url: 'https://charlie.example', display_order: 4 },
    { company_name: `${tag} Delta`, company_url: null, display_order: 2 },
    { company_name: `${tag} Echo`, company_url: 'https://echo.example', display_order: 5 },
  ]
  const mine = `company_name=like.${encodeURIComponent(tag)}*`
  const names = async (query: string) =>
    column(
      await send(`/startup_experience_logos?select=company_name&${mine}&${query}`),
      'company_name',
    ).map((name) => String(name).slice(tag.length + 1))

  beforeAll(async () => {
    const answer = await send('/startup_experience_logos', {
      method: 'POST',
      as: 'service',
      body: logos,
    })
    expect(answer.status).toBe(201)
  })

  afterAll(async () => {
    await send(`/startup_experience_logos?${mine}`, { method: 'DELETE', as: 'service' })
  })

  describe('horizontal filtering', () => {
    it.each([
      ['display_order=eq.4', ['Charlie']],
      ['display_order=gt.3&order=display_order', ['Charlie', 'Echo']],
      ['display_order=lt.3&order=display_order', ['Bravo', 'Delta']],
      ['display_order=gt.1&display_order=lt.4&order=display_order', ['Delta', 'Alpha']],
      [`company_name=like.*${encodeURIComponent(' ')}E*`, ['Echo']],
      ['company_url=like.https://%25ha%25&order=display_order', ['Alpha', 'Charlie']],
      ['company_url=is.null&order=display_order', ['Bravo', 'Delta']],
      ['company_url=not.is.null&order=display_order', ['Alpha', 'Charlie', 'Echo']],
      ['company_url=is.NULL&order=display_order', ['Bravo', 'Delta']],
    ])('%s', async (query, expected) => {
      expect(await names(query)).toEqual(expected)
    })

    it('takes a boolean with is', async () => {
      const question = `question=eq.${encodeURIComponent(`${tag} hidden?`)}`
      const created = await send('/contact_faqs', {
        method: 'POST',
        as: 'service',
        body: { question: `${tag} hidden?`, answer: 'Yes.', is_active: false },
      })
      expect(created.status).toBe(201)
      const read = (value: string) =>
        send(`/contact_faqs?select=is_active&${question}&is_active=is.${value}`, { as: 'service' })
      expect((await read('false')).body).toEqual([{ is_active: false }])
      expect((await read('true')).body).toEqual([])
      await send(`/contact_faqs?${question}`, { method: 'DELETE', as: 'service' })
    })

    it('reports an unknown column, an unknown operator and a value of the wrong type', async () => {
      expectError(await send('/startup_experience_logos?nope=eq.1'), 400, '42703')
      expectError(await send('/startup_experience_logos?company_name=near.x'), 400, 'PGRST100')
      expectError(await send('/startup_experience_logos?id=eq.not-a-uuid'), 400, '22P02')
      expectError(await send('/startup_experience_logos?company_url=is.maybe'), 400, 'PGRST100')
    })
  })

  describe('vertical filtering', () => {
    it('selects columns, renamed or not, in the order given', async () => {
      const answer = await send(
        `/startup_experience_logos?select=position:display_order,company_url&${mine}&order=display_order&limit=1`,
      )
      expect(answer.body).toEqual([{ position: 1, company_url: null }])
      expect(answer.text).toBe('[{"position":1,"company_url":null}]')
    })

    it('selects every column for * or no select', async () => {
      const star = await send(`/startup_experience_logos?select=*&${mine}&limit=1`)
      const none = await send(`/startup_experience_logos?${mine}&limit=1`)
      expect(Object.keys((star.body as object[])[0] ?? {})).toEqual(
        Object.keys((none.body as object[])[0] ?? {}),
      )
      expect(Object.keys((star.body as object[])[0] ?? {})).toContain('logo_variants')
    })

    it('reports an unknown column in the select', async () => {
      expectError(await send('/startup_experience_logos?select=nope'), 400, '42703')
    })
  })

  describe('ordering', () => {
    it('orders by several columns, either way, nulls first or last', async () => {
      expect(await names('order=display_order.desc')).toEqual([
        'Echo',
        'Charlie',
        'Alpha',
        'Delta',
        'Bravo',
      ])
      expect(await names('order=company_url.asc.nullsfirst,display_order')).toEqual([
        'Bravo',
        'Delta',
        'Alpha',
        'Charlie',
        'Echo',
      ])
      expect(await names('order=company_url.desc.nullslast,display_order.desc')).toEqual([
        'Echo',
        'Charlie',
        'Alpha',
        'Delta',
        'Bravo',
      ])
    })

    it('reports a malformed order', async () => {
      expectError(
        await send('/startup_experience_logos?order=display_order.sideways'),
        400,
        'PGRST100',
      )
    })
  })

  describe('limits, offsets and counts', () => {
    const read = (query: string, count = false) =>
      send(`/startup_experience_logos?select=display_order&${mine}&order=display_order&${query}`, {
        headers: count ? { Prefer: 'count=exact' } : {},
      })

    it('pages with limit and offset and reports the range', async () => {
      const answer = await read('limit=2&offset=1')
      expect(answer.body).toEqual([{ display_order: 2 }, { display_order: 3 }])
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-range')).toBe('1-2/*')
    })

    it('counts exactly: 206 for a part, 200 for the whole, and an empty page', async () => {
      const part = await read('limit=2&offset=3', true)
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe('3-4/5')
      const whole = await read('', true)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-range')).toBe('0-4/5')
      const none = await read('display_order=eq.0', true)
      expect(none.status).toBe(200)
      expect(none.headers.get('content-range')).toBe('*/0')
      const limitZero = await read('limit=0', true)
      expect(limitZero.body).toEqual([])
      expect(limitZero.headers.get('content-range')).toBe('*/5')
    })

    it('ignores a preference PostgREST does not know', async () => {
      const answer = await send(`/startup_experience_logos?select=display_order&${mine}`, {
        headers: { Prefer: 'nonsense, count=exact' },
      })
      expect(answer.headers.get('content-range')).toBe('0-4/5')
    })

    it('refuses a negative limit and an offset past a counted read with 416', async () => {
      expectError(await read('limit=-1'), 416, 'PGRST103')
      expectError(await read('offset=6', true), 416, 'PGRST103', {
        details: 'An offset of 6 was requested, but there are only 5 rows.',
      })
      const uncounted = await read('offset=6')
      expect(uncounted.status).toBe(200)
      expect(uncounted.body).toEqual([])
    })
  })

  describe('representation', () => {
    it('answers one object for application/vnd.pgrst.object+json, and 406 otherwise', async () => {
      const object = { Accept: 'application/vnd.pgrst.object+json' }
      const one = await send(
        `/startup_experience_logos?select=display_order&${mine}&display_order=eq.1`,
        {
          headers: object,
        },
      )
      expect(one.body).toEqual({ display_order: 1 })
      expect(one.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/)
      expectError(
        await send(`/startup_experience_logos?select=display_order&${mine}`, { headers: object }),
        406,
        'PGRST116',
        { details: 'The result contains 5 rows' },
      )
      expectError(
        await send(`/startup_experience_logos?${mine}&display_order=eq.9`, { headers: object }),
        406,
        'PGRST116',
        { details: 'The result contains 0 rows' },
      )
    })

    it('answers JSON for any type, and picks the first available by quality', async () => {
      const answer = await send(
        `/startup_experience_logos?select=display_order&${mine}&order=display_order&limit=1`,
        { headers: { Accept: 'text/html;q=0.9, application/json;q=0.5' } },
      )
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.body).toEqual([{ display_order: 1 }])
      expectError(
        await send('/startup_experience_logos', { headers: { Accept: 'text/html' } }),
        406,
        'PGRST107',
      )
    })
  })
}
