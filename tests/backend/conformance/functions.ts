import { describe, expect, it } from 'vitest'
import { type Send, column, expectError } from './api.ts'

/** PostgREST's "Functions as RPC" page. */
export function describeFunctions(api: () => Send): void {
  const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    api()(`/rpc/${name}`, { method: 'POST', body, headers })

  describe('calling', () => {
    it('calls with a JSON object or with query arguments, and answers the value', async () => {
      expect((await post('add', { a: 1, b: 2 })).body).toBe(3)
      const byGet = await api()('/rpc/add?a=4&b=5')
      expect(byGet.status).toBe(200)
      expect(byGet.body).toBe(9)
      const head = await api()('/rpc/add?a=4&b=5', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.text).toBe('')
    })

    it('chooses an overload by the argument names, and PGRST203 when names cannot tell', async () => {
      expect((await post('add', { a: 1, b: 2, c: 3 })).body).toBe(6)
      const ambiguous = await post('describe', { value: 1 })
      expectError(ambiguous, 300, 'PGRST203', {
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      })
      expect((ambiguous.body as { message: string }).message).toMatch(
        /^Could not choose the best candidate function between: conformance\.describe\(value => (integer|text)\), conformance\.describe\(value => (integer|text)\)$/,
      )
    })

    it('answers PGRST202 naming the arguments when no function matches', async () => {
      expectError(await post('add', { a: 1 }), 404, 'PGRST202', {
        message: 'Could not find the function conformance.add(a) in the schema cache',
        details:
          'Searched for the function conformance.add with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      })
      expectError(await api()('/rpc/nope'), 404, 'PGRST202', {
        message:
          'Could not find the function conformance.nope without parameters in the schema cache',
      })
    })

    it('fills defaults, reads variadic arguments, passes a single unnamed JSON parameter the body', async () => {
      expect((await api()('/rpc/greet')).body).toBe('Hello, reader')
      expect((await api()('/rpc/greet?name=Ada')).body).toBe('Hello, Ada')
      expect((await post('plus_one', { numbers: [1, 2, 3] })).body).toEqual([2, 3, 4])
      expect((await api()('/rpc/plus_one?numbers=1&numbers=5')).body).toEqual([2, 6])
      expect((await post('echo', { any: ['thing'] })).body).toEqual({ any: ['thing'] })
    })

    it('answers 204 for a void function, and a row as an object', async () => {
      const none = await post('nothing', {})
      expect(none.status).toBe(204)
      expect(none.text).toBe('')
      const renamed = await api()('/rpc/rename_author', {
        method: 'POST',
        as: 'service',
        body: { author_id: 4, new_name: 'Anonymous' },
      })
      expect(renamed.body).toMatchObject({ id: 4, name: 'Anonymous' })
    })

    it('answers null for a one-row function whose row the filters remove', async () => {
      const kept = await api()('/rpc/author_named?author_name=Italo Calvino&country=eq.IT')
      expect(kept.body).toMatchObject({ id: 2, name: 'Italo Calvino' })
      const removed = await api()('/rpc/author_named?author_name=Italo Calvino&country=eq.US')
      expect({ status: removed.status, text: removed.text }).toEqual({ status: 200, text: 'null' })
    })

    it('refuses GET for a function that writes, and methods RPC does not take', async () => {
      expectError(
        await api()('/rpc/rename_author?author_id=4&new_name=x', { as: 'service' }),
        405,
        '25006',
      )
      expectError(await api()('/rpc/add', { method: 'PATCH', body: {} }), 405, 'PGRST101', {
        message: 'Cannot use the PATCH method on RPC',
      })
    })

    it('rolls a function call back with tx=rollback', async () => {
      const answer = await api()('/rpc/rename_author', {
        method: 'POST',
        as: 'service',
        body: { author_id: 4, new_name: 'Renamed for a moment' },
        headers: { Prefer: 'tx=rollback' },
      })
      expect(answer.body).toMatchObject({ name: 'Renamed for a moment' })
      expect(answer.headers.get('preference-applied')).toBe('tx=rollback')
      expect((await api()('/authors?select=name&id=eq.4')).body).toEqual([{ name: 'Anonymous' }])
    })

    it('lets a function choose its error, status and headers', async () => {
      const teapot = await post('teapot', {})
      expect(teapot.status).toBe(418)
      expect(teapot.headers.get('x-brewed')).toBe('yes')
      expect(teapot.body).toEqual({
        code: 'TEAPOT',
        message: 'I am a teapot',
        details: 'short and stout',
        hint: 'tip me over',
      })
      const created = await post('created_elsewhere', {})
      expect(created.status).toBe(201)
      expect(created.headers.get('location')).toBe('/elsewhere')
      expect(created.body).toBe('made')
    })
  })

  describe('reading the result', () => {
    it('selects, filters, orders and limits the rows a function returns', async () => {
      const answer = await api()(
        '/rpc/books_by?author_name=Ursula Le Guin&select=title&published=gt.1970&order=title',
      )
      expect(answer.body).toEqual([{ title: 'The Dispossessed' }])
      const limited = await api()('/rpc/shelf_stats?order=books.desc,shelf&limit=2')
      expect(limited.body).toEqual([
        { shelf: 'Science fiction', books: 3 },
        { shelf: 'Classics', books: 2 },
      ])
      const posted = await api()('/rpc/books_by?select=id&order=id.desc', {
        method: 'POST',
        body: { author_name: 'Ursula Le Guin' },
      })
      expect(posted.body).toEqual([{ id: 2 }, { id: 1 }])
    })

    it('answers the values of a set-returning scalar function, and filters them by its name', async () => {
      expect((await api()('/rpc/author_names')).body).toEqual([
        'Anonymous',
        'Italo Calvino',
        'Octavia Butler',
        'Ursula Le Guin',
      ])
      expect((await api()('/rpc/author_names?author_names=like.*Le*')).body).toEqual([
        'Ursula Le Guin',
      ])
    })

    it('counts the rows of a result and pages them', async () => {
      const answer = await api()('/rpc/author_names?limit=2', {
        headers: { Prefer: 'count=exact' },
      })
      expect(answer.status).toBe(206)
      expect(answer.headers.get('content-range')).toBe('0-1/4')
      const ranged = await api()('/rpc/shelf_stats?select=shelf', { headers: { Range: '1-1' } })
      expect(column(ranged, 'shelf')).toEqual(['Empty'])
    })

    it('answers one object for a singular request', async () => {
      const answer = await api()('/rpc/books_by?author_name=Italo Calvino&select=title', {
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      })
      expect(answer.body).toEqual({ title: 'Invisible Cities' })
    })

    it('holds max-affected with handling=strict against the rows a function returns', async () => {
      expectError(
        await api()('/rpc/author_names', {
          headers: { Prefer: 'handling=strict, max-affected=2' },
        }),
        400,
        'PGRST124',
        { details: 'The query affects 4 rows' },
      )
      expectError(
        await api()('/rpc/add?a=1&b=2', { headers: { Prefer: 'handling=strict, max-affected=1' } }),
        400,
        'PGRST128',
      )
    })
  })
}
