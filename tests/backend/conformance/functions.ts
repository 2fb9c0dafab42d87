import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { BackendTarget } from '../support/target.ts'
import { type Send, expectError, ownerToken } from './api.ts'

/**
 * PostgREST's "Functions as RPC" page, on the product's functions: a POST with the arguments
 * as a JSON object, or a GET without arguments, answered with the function's result as a value,
 * an object, or an array for a set.
 */
export function describeFunctions(send: Send, target: BackendTarget): void {
  const post = (name: string, body: unknown, as: 'anon' | 'service' = 'anon') =>
    send(`/rpc/${name}`, { method: 'POST', body, as })

  describe('calling', () => {
    it('answers a scalar result as its JSON value', async () => {
      const answer = await post('site_has_owner', {})
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.text).toMatch(/^(true|false)$/)
    })

    it('answers a GET without arguments, and a jsonb result as the object it is', async () => {
      const answer = await send('/rpc/published_tags')
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        blog_posts: expect.any(Array) as unknown,
        publications: expect.any(Array) as unknown,
      })
    })

    it('answers a set of rows as an array, empty when there are none', async () => {
      const none = await post('post_preview', { token: randomUUID() })
      expect(none.status).toBe(200)
      expect(none.body).toEqual([])
    })

    it('answers a RETURNS TABLE result as an array of objects named by its columns', async () => {
      const answer = await send('/rpc/account_sessions', {
        method: 'POST',
        body: {},
        token: await ownerToken(target),
      })
      expect(answer.status).toBe(200)
      const current = (answer.body as Record<string, unknown>[]).find((row) => row.is_current)
      expect(Object.keys(current ?? {}).sort()).toEqual(
        ['created_at', 'expires_at', 'id', 'ip', 'is_current', 'last_used_at', 'user_agent'].sort(),
      )
    })

    it('answers PGRST202 when the arguments name no function, and refuses bad JSON', async () => {
      expectError(await post('post_preview', { token: 'a', other: 1 }), 404, 'PGRST202')
      expectError(await post('post_preview', {}), 404, 'PGRST202')
      expectError(await post('no_such_function', {}), 404, 'PGRST202')
      expectError(await post('site_has_owner', '{"a":'), 400, 'PGRST102')
    })

    it('answers a value of the wrong type as PostgreSQL reports it', async () => {
      expectError(
        await post(
          'redeem_recovery_code',
          { account: 'x', from_address: 'y', code: 'z' },
          'service',
        ),
        400,
        '22P02',
      )
    })

    it('tells an anonymous caller without the right to call a function to authenticate', async () => {
      expectError(
        await post('redeem_recovery_code', { account: randomUUID(), from_address: 'y', code: 'z' }),
        401,
        '42501',
      )
    })
  })
}
