import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { type RequestOptions, type Send, expectError } from './api.ts'

/** Inserts, upserts, updates and deletes, with every write preference PostgREST honours. */
export function describeWriting(api: () => Send): void {
  const tag = `w-${randomUUID().slice(0, 8)}`
  const as = (options: RequestOptions): RequestOptions => ({ as: 'service', ...options })
  const write = (path: string, options: RequestOptions) => api()(path, as(options))
  const shelvesNamed = async (prefix: string) =>
    (
      (await api()(`/shelves?select=name&name=like.${encodeURIComponent(prefix)}*&order=name`))
        .body as { name: string }[]
    ).map((row) => row.name)

  afterEach(async () => {
    await write(`/shelves?name=like.${tag}*`, { method: 'DELETE' })
    await write(`/authors?name=like.${tag}*`, { method: 'DELETE' })
  })

  describe('insert', () => {
    it('answers 201 with no body by default, and the rows with return=representation', async () => {
      const minimal = await write('/shelves', { method: 'POST', body: { name: `${tag} a` } })
      expect(minimal.status).toBe(201)
      expect(minimal.text).toBe('')
      expect(minimal.headers.get('content-range')).toBe('*/*')
      const full = await write('/shelves?select=name', {
        method: 'POST',
        body: [{ name: `${tag} b` }, { name: `${tag} c` }],
        headers: { Prefer: 'return=representation, count=exact' },
      })
      expect(full.status).toBe(201)
      expect(full.body).toEqual([{ name: `${tag} b` }, { name: `${tag} c` }])
      expect(full.headers.get('content-range')).toBe('*/2')
      expect(full.headers.get('preference-applied')).toBe('return=representation, count=exact')
    })

    it('embeds related rows in the representation of a write', async () => {
      const answer = await write(`/books?select=title,author:authors!books_author_id_fkey(name)`, {
        method: 'POST',
        body: { title: `${tag} book`, author_id: 2 },
        headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      })
      expect(answer.body).toEqual({ title: `${tag} book`, author: { name: 'Italo Calvino' } })
      await write(`/books?title=eq.${encodeURIComponent(`${tag} book`)}`, { method: 'DELETE' })
    })

    it('says where the new row is with return=headers-only', async () => {
      const answer = await write('/shelves', {
        method: 'POST',
        body: { id: 901, name: `${tag} located` },
        headers: { Prefer: 'return=headers-only' },
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.get('location')).toBe('/shelves?id=eq.901')
    })

    it('inserts only the listed columns, NULL for a missing key, the default with missing=default', async () => {
      const rows = [{ name: `${tag} x`, country: 'FR' }, { name: `${tag} y` }]
      const listed = await write('/authors?columns=name&select=name,country', {
        method: 'POST',
        body: rows,
        headers: { Prefer: 'return=representation' },
      })
      expect(listed.body).toEqual([
        { name: `${tag} x`, country: null },
        { name: `${tag} y`, country: null },
      ])
      const withNull = await write('/authors?columns=name,profile', {
        method: 'POST',
        body: [{ name: `${tag} z` }],
      })
      expectError(withNull, 400, '23502')
      const withDefault = await write('/authors?columns=name,profile&select=profile', {
        method: 'POST',
        body: [{ name: `${tag} z` }],
        headers: { Prefer: 'missing=default, return=representation' },
      })
      expect(withDefault.body).toEqual([{ profile: {} }])
      expect(withDefault.headers.get('preference-applied')).toBe(
        'missing=default, return=representation',
      )
    })

    it('requires the rows of a batch to have the same keys, and known columns', async () => {
      expectError(
        await write('/shelves', { method: 'POST', body: [{ name: 'a' }, { id: 1 }] }),
        400,
        'PGRST102',
        { message: 'All object keys must match' },
      )
      expectError(await write('/shelves', { method: 'POST', body: { nope: 1 } }), 400, 'PGRST204', {
        message: "Could not find the 'nope' column of 'shelves' in the schema cache",
      })
      expectError(await write('/shelves', { method: 'POST', body: '{"name":' }), 400, 'PGRST102')
    })

    it('reads CSV and form bodies', async () => {
      const csv = await write('/shelves?select=name', {
        method: 'POST',
        body: `name\n"${tag} csv, one"\n${tag} csv two`,
        headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
      })
      expect(csv.body).toEqual([{ name: `${tag} csv, one` }, { name: `${tag} csv two` }])
      const form = await write('/shelves?select=name', {
        method: 'POST',
        body: new URLSearchParams({ name: `${tag} form` }).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Prefer: 'return=representation',
        },
      })
      expect(form.body).toEqual([{ name: `${tag} form` }])
    })
  })

  describe('upsert', () => {
    it('answers 201 when a row was inserted and 200 when every row was only updated', async () => {
      const first = await write('/shelves?select=id,name', {
        method: 'POST',
        body: { id: 911, name: `${tag} first` },
        headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      })
      expect(first.status).toBe(201)
      const again = await write('/shelves?select=id,name', {
        method: 'POST',
        body: { id: 911, name: `${tag} again` },
        headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      })
      expect(again.status).toBe(200)
      expect(again.body).toEqual([{ id: 911, name: `${tag} again` }])
      expect(again.headers.get('preference-applied')).toBe(
        'resolution=merge-duplicates, return=representation',
      )
      const minimal = await write('/shelves', {
        method: 'POST',
        body: { id: 911, name: `${tag} minimal` },
        headers: { Prefer: 'resolution=merge-duplicates' },
      })
      expect(minimal.status).toBe(200)
    })

    it('ignores duplicates on request, and upserts on another unique key with on_conflict', async () => {
      await write('/shelves', { method: 'POST', body: { id: 921, name: `${tag} kept` } })
      const ignored = await write('/shelves?select=name', {
        method: 'POST',
        body: [
          { id: 921, name: `${tag} ignored` },
          { id: 922, name: `${tag} new` },
        ],
        headers: { Prefer: 'resolution=ignore-duplicates, return=representation' },
      })
      expect(ignored.status).toBe(201)
      expect(ignored.body).toEqual([{ name: `${tag} new` }])
      const byName = await write('/shelves?on_conflict=name&select=id', {
        method: 'POST',
        body: { id: 923, name: `${tag} kept` },
        headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      })
      expect(byName.body).toEqual([{ id: 923 }])
    })

    it('takes the defaults of missing columns into the update with missing=default', async () => {
      await write('/authors', {
        method: 'POST',
        body: { id: 931, name: `${tag} reset`, country: 'NL', profile: { a: 1 } },
      })
      const answer = await write(
        '/authors?columns=id,name,country,profile&select=country,profile',
        {
          method: 'POST',
          body: [{ id: 931, name: `${tag} reset` }],
          headers: {
            Prefer: 'resolution=merge-duplicates, missing=default, return=representation',
          },
        },
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual([{ country: null, profile: {} }])
    })

    it('puts one row by its primary key', async () => {
      const created = await write('/shelves?id=eq.941&select=name', {
        method: 'PUT',
        body: { id: 941, name: `${tag} put` },
        headers: { Prefer: 'return=representation' },
      })
      expect(created.status).toBe(201)
      const replaced = await write('/shelves?id=eq.941&select=name', {
        method: 'PUT',
        body: { id: 941, name: `${tag} put again` },
        headers: { Prefer: 'return=representation' },
      })
      expect(replaced.status).toBe(200)
      expect(replaced.body).toEqual([{ name: `${tag} put again` }])
      const minimal = await write('/shelves?id=eq.941', {
        method: 'PUT',
        body: { id: 941, name: `${tag} put minimal` },
      })
      expect(minimal.status).toBe(204)
      expectError(
        await write('/shelves?id=eq.942', { method: 'PUT', body: { id: 943, name: `${tag} p` } }),
        400,
        'PGRST115',
      )
      expectError(
        await write('/shelves?name=eq.x', { method: 'PUT', body: { id: 944, name: 'x' } }),
        405,
        'PGRST105',
      )
      expectError(
        await write('/shelves?id=eq.945&limit=1', { method: 'PUT', body: { id: 945, name: 'x' } }),
        400,
        'PGRST114',
      )
      expect(await shelvesNamed(`${tag} p`)).toEqual([`${tag} put minimal`])
    })
  })

  describe('update and delete', () => {
    it('updates the filtered rows: 204, or 200 with the representation and Content-Range', async () => {
      await write('/shelves', {
        method: 'POST',
        body: [{ name: `${tag} u1` }, { name: `${tag} u2` }, { name: `${tag} v` }],
      })
      const minimal = await write(`/shelves?name=like.${tag} u*`, {
        method: 'PATCH',
        body: { name: `${tag} u-same` },
      })
      expectError(minimal, 409, '23505')
      const one = await write(`/shelves?name=eq.${tag} v&select=name`, {
        method: 'PATCH',
        body: { name: `${tag} v2` },
        headers: { Prefer: 'return=representation' },
      })
      expect(one.status).toBe(200)
      expect(one.body).toEqual([{ name: `${tag} v2` }])
      expect(one.headers.get('content-range')).toBe('0-0/*')
      const quiet = await write(`/shelves?name=eq.${tag} v2`, {
        method: 'PATCH',
        body: { name: `${tag} v3` },
      })
      expect(quiet.status).toBe(204)
    })

    it('refuses to change more rows than max-affected allows with handling=strict', async () => {
      const names = [`${tag} m1`, `${tag} m2`, `${tag} m3`]
      await write('/authors', { method: 'POST', body: names.map((name) => ({ name })) })
      const marked = `/authors?name=like.${tag} m*`
      const refused = await write(marked, {
        method: 'DELETE',
        headers: { Prefer: 'handling=strict, max-affected=2' },
      })
      expectError(refused, 400, 'PGRST124', { details: 'The query affects 3 rows' })
      const lenient = await write(marked, {
        method: 'PATCH',
        body: { country: 'SE' },
        headers: { Prefer: 'max-affected=2' },
      })
      expect(lenient.status).toBe(204)
      const allowed = await write(`${marked}&select=country`, {
        method: 'DELETE',
        headers: { Prefer: 'handling=strict, max-affected=3, return=representation' },
      })
      expect(allowed.status).toBe(200)
      expect(allowed.body).toEqual([{ country: 'SE' }, { country: 'SE' }, { country: 'SE' }])
      expect(allowed.headers.get('preference-applied')).toBe(
        'return=representation, handling=strict, max-affected=3',
      )
    })

    it('refuses an update or delete without a filter, as pg-safeupdate does on hosted Supabase', async () => {
      expectError(await write('/shelves', { method: 'PATCH', body: { name: 'x' } }), 400, '21000')
      expectError(await write('/shelves', { method: 'DELETE' }), 400, '21000')
    })

    it('rolls a write back with tx=rollback, and a singular write that did not touch one row', async () => {
      const rolledBack = await write('/shelves?select=name', {
        method: 'POST',
        body: { name: `${tag} rolled back` },
        headers: { Prefer: 'tx=rollback, return=representation' },
      })
      expect(rolledBack.status).toBe(201)
      expect(rolledBack.body).toEqual([{ name: `${tag} rolled back` }])
      expect(rolledBack.headers.get('preference-applied')).toBe(
        'return=representation, tx=rollback',
      )
      const singular = await write('/shelves', {
        method: 'POST',
        body: [{ name: `${tag} s1` }, { name: `${tag} s2` }],
        headers: { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
      })
      expectError(singular, 406, 'PGRST116')
      expect(await shelvesNamed(tag)).toEqual([])
    })

    it('refuses unknown preferences with handling=strict and ignores them otherwise', async () => {
      expectError(
        await api()('/books?select=id', { headers: { Prefer: 'handling=strict, nonsense' } }),
        400,
        'PGRST122',
        { details: 'Invalid preferences: nonsense' },
      )
      expect((await api()('/books?select=id', { headers: { Prefer: 'nonsense' } })).status).toBe(
        200,
      )
    })
  })
}
