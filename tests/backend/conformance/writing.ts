import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type RequestOptions, type Send, column, expectError } from './api.ts'

/**
 * Inserts, upserts, updates and deletes with the preferences the contract lists, on FAQs and
 * newsletter subscribers of the file's own (told apart by a tag), with the service role.
 */
export function describeWriting(send: Send): void {
  const tag = `w-${randomUUID().slice(0, 8)}`
  const write = (path: string, options: RequestOptions) => send(path, { as: 'service', ...options })
  const mine = `question=like.${encodeURIComponent(tag)}*`
  const questions = async () =>
    column(await write(`/contact_faqs?select=question&${mine}&order=question`, {}), 'question').map(
      (question) => String(question).slice(tag.length + 1),
    )
  const faq = (question: string, fields: Record<string, unknown> = {}) => ({
    question: `${tag} ${question}`,
    answer: 'An answer.',
    ...fields,
  })
  const email = (name: string) => `${tag}-${name}@example.com`

  afterEach(async () => {
    await write(`/contact_faqs?${mine}`, { method: 'DELETE' })
    await write(`/newsletter_subscribers?email=like.${tag}*`, { method: 'DELETE' })
  })

  describe('insert', () => {
    it('answers 201 with no body by default, and the rows with return=representation', async () => {
      const minimal = await write('/contact_faqs', { method: 'POST', body: faq('a') })
      expect(minimal.status).toBe(201)
      expect(minimal.text).toBe('')
      expect(minimal.headers.get('content-range')).toBe('*/*')
      const full = await write('/contact_faqs?select=question,is_active', {
        method: 'POST',
        body: [faq('b', { is_active: true }), faq('c', { is_active: false })],
        headers: { Prefer: 'return=representation, count=exact' },
      })
      expect(full.status).toBe(201)
      expect(full.body).toEqual([
        { question: `${tag} b`, is_active: true },
        { question: `${tag} c`, is_active: false },
      ])
      expect(full.headers.get('content-range')).toBe('*/2')
      expect(await questions()).toEqual(['a', 'b', 'c'])
    })

    it('answers the one row for application/vnd.pgrst.object+json, and rolls back otherwise', async () => {
      const object = {
        Prefer: 'return=representation',
        Accept: 'application/vnd.pgrst.object+json',
      }
      const one = await write('/contact_faqs?select=question', {
        method: 'POST',
        body: faq('one'),
        headers: object,
      })
      expect(one.body).toEqual({ question: `${tag} one` })
      const two = await write('/contact_faqs?select=question', {
        method: 'POST',
        body: [faq('two'), faq('three')],
        headers: object,
      })
      expectError(two, 406, 'PGRST116', { details: 'The result contains 2 rows' })
      expect(await questions()).toEqual(['one'])
    })

    it('inserts the listed columns, NULL where a row of the batch leaves one out', async () => {
      const listed = await write('/contact_faqs?columns=question,answer&select=question,answer', {
        method: 'POST',
        body: [faq('x', { display_order: 7 }), faq('y')],
        headers: { Prefer: 'return=representation' },
      })
      expect(listed.body).toEqual([
        { question: `${tag} x`, answer: 'An answer.' },
        { question: `${tag} y`, answer: 'An answer.' },
      ])
      const withNull = await write('/contact_faqs?columns=question,answer,display_order', {
        method: 'POST',
        body: [faq('z', { display_order: 7 }), faq('zz')],
      })
      expectError(withNull, 400, '23502')
    })

    it('requires the rows of a batch to have the same keys, known columns and JSON', async () => {
      expectError(
        await write('/contact_faqs', { method: 'POST', body: [faq('a'), { question: 'b' }] }),
        400,
        'PGRST102',
        { message: 'All object keys must match' },
      )
      expectError(
        await write('/contact_faqs', { method: 'POST', body: { nope: 1 } }),
        400,
        'PGRST204',
        {
          message: "Could not find the 'nope' column of 'contact_faqs' in the schema cache",
        },
      )
      expectError(
        await write('/contact_faqs', { method: 'POST', body: '{"question":' }),
        400,
        'PGRST102',
      )
      expectError(await write('/contact_faqs', { method: 'POST', body: '' }), 400, 'PGRST102')
    })
  })

  describe('upsert', () => {
    const subscribe = (
      name: string,
      status: string,
      prefer: string,
      path = '/newsletter_subscribers?on_conflict=email&select=email,status',
    ) =>
      write(path, {
        method: 'POST',
        body: { email: email(name), status },
        headers: { Prefer: prefer },
      })

    it('answers 201 when a row was inserted and 200 when every row was only updated', async () => {
      const merge = 'resolution=merge-duplicates, return=representation'
      expect((await subscribe('a', 'pending', merge)).status).toBe(201)
      const again = await subscribe('a', 'confirmed', merge)
      expect(again.status).toBe(200)
      expect(again.body).toEqual([{ email: email('a'), status: 'confirmed' }])
      const minimal = await subscribe('a', 'pending', 'resolution=merge-duplicates')
      expect(minimal.status).toBe(200)
      expect(minimal.text).toBe('')
    })

    it('ignores duplicates on request, keeping the row there', async () => {
      await subscribe('b', 'confirmed', 'return=minimal')
      const ignored = await subscribe(
        'b',
        'pending',
        'resolution=ignore-duplicates, return=representation',
      )
      expect(ignored.status).toBe(201)
      expect(ignored.body).toEqual([])
      const kept = await write(`/newsletter_subscribers?select=status&email=eq.${email('b')}`, {})
      expect(kept.body).toEqual([{ status: 'confirmed' }])
    })

    it('upserts on the primary key without on_conflict', async () => {
      const created = await write('/contact_faqs?select=id', {
        method: 'POST',
        body: faq('keyed'),
        headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      })
      const { id } = created.body as { id: string }
      const merged = await write('/contact_faqs?select=id,answer', {
        method: 'POST',
        body: { ...faq('keyed'), id, answer: 'Another answer.' },
        headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      })
      expect(merged.status).toBe(200)
      expect(merged.body).toEqual([{ id, answer: 'Another answer.' }])
    })
  })

  describe('update and delete', () => {
    it('updates the filtered rows: 204, or 200 with the representation and Content-Range', async () => {
      await write('/contact_faqs', { method: 'POST', body: [faq('u1'), faq('u2'), faq('v')] })
      const one = await write(
        `/contact_faqs?question=eq.${encodeURIComponent(`${tag} v`)}&select=question`,
        {
          method: 'PATCH',
          body: { question: `${tag} v2` },
          headers: { Prefer: 'return=representation' },
        },
      )
      expect(one.status).toBe(200)
      expect(one.body).toEqual([{ question: `${tag} v2` }])
      expect(one.headers.get('content-range')).toBe('0-0/*')
      const quiet = await write(`/contact_faqs?question=like.${encodeURIComponent(`${tag} u`)}*`, {
        method: 'PATCH',
        body: { answer: 'Changed.' },
        headers: { Prefer: 'count=exact' },
      })
      expect(quiet.status).toBe(204)
      expect(quiet.headers.get('content-range')).toBe('0-1/2')
      expect(await questions()).toEqual(['u1', 'u2', 'v2'])
    })

    it('deletes the filtered rows: 204, or 200 with the rows deleted', async () => {
      await write('/contact_faqs', { method: 'POST', body: [faq('d1'), faq('d2')] })
      const answer = await write(
        `/contact_faqs?question=eq.${encodeURIComponent(`${tag} d1`)}&select=question`,
        { method: 'DELETE', headers: { Prefer: 'return=representation' } },
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual([{ question: `${tag} d1` }])
      const quiet = await write(`/contact_faqs?question=eq.${encodeURIComponent(`${tag} d2`)}`, {
        method: 'DELETE',
      })
      expect(quiet.status).toBe(204)
      expect(quiet.headers.get('content-range')).toBe('*/*')
      expect(await questions()).toEqual([])
    })

    it('refuses an update or delete without a filter, as pg-safeupdate does on hosted Supabase', async () => {
      expectError(
        await write('/contact_faqs', { method: 'PATCH', body: { answer: 'x' } }),
        400,
        '21000',
      )
      expectError(await write('/contact_faqs', { method: 'DELETE' }), 400, '21000')
    })

    it('rolls back a singular write that did not touch exactly one row', async () => {
      await write('/contact_faqs', { method: 'POST', body: [faq('s1'), faq('s2')] })
      const singular = await write(`/contact_faqs?${mine}`, {
        method: 'PATCH',
        body: { answer: 'Both?' },
        headers: { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
      })
      expectError(singular, 406, 'PGRST116', { details: 'The result contains 2 rows' })
      const answers = await write(`/contact_faqs?select=answer&${mine}`, {})
      expect(column(answers, 'answer')).toEqual(['An answer.', 'An answer.'])
    })

    it('reports a constraint violation with its code and status', async () => {
      await write('/newsletter_subscribers', { method: 'POST', body: { email: email('c') } })
      expectError(
        await write('/newsletter_subscribers', { method: 'POST', body: { email: email('c') } }),
        409,
        '23505',
      )
    })
  })
}
