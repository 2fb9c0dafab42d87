import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import type { BackendTarget } from '../support/target.ts'
import { SCHEMA, type Send, expectError, expectRefusal } from './api.ts'

/** Schemas chosen by profile headers, and the same requests made through supabase-js. */
export function describeProfiles(api: () => Send): void {
  describe('schemas', () => {
    it('reads the default schema without a profile header, and names the schema in answers', async () => {
      expectError(await api()('/books', { profile: null }), 404, 'PGRST205', {
        message: "Could not find the table 'public.books' in the schema cache",
      })
      const answer = await api()('/books?select=id&limit=1')
      expect(answer.headers.get('content-profile')).toBe(SCHEMA)
    })

    it('takes Content-Profile for writes, and refuses a schema that is not exposed', async () => {
      const write = await api()('/rpc/add', {
        method: 'POST',
        body: { a: 2, b: 2 },
        headers: { 'Accept-Profile': 'public' },
      })
      expect(write.body).toBe(4)
      const refused = await api()('/books', { profile: 'auth' })
      expectError(refused, 406, 'PGRST106', { message: 'Invalid schema: auth' })
      expect((refused.body as { hint: string }).hint).toMatch(
        /^Only the following schemas are exposed: public, /,
      )
    })
  })
}

/** The calls supabase-js makes for the same features, through its own request builder. */
export function describeClient(target: () => BackendTarget): void {
  const client = () =>
    createClient(target().url, target().anonKey, {
      db: { schema: SCHEMA },
      auth: { persistSession: false, autoRefreshToken: false },
    })

  describe('through supabase-js', () => {
    it('embeds, filters embedded rows and searches text', async () => {
      const { data, error } = await client()
        .from('authors')
        .select('name, books!books_author_id_fkey!inner(title)')
        .textSearch('books.search', 'earthsea')
      expect(error).toBeNull()
      expect(data).toEqual([{ name: 'Ursula Le Guin', books: [{ title: 'A Wizard of Earthsea' }] }])
    })

    it('reads CSV, counts, and calls functions with filters on their result', async () => {
      const csv = await client().from('shelves').select('name').eq('id', 1).csv()
      expect(csv.data).toBe('name\nClassics')
      const counted = await client()
        .rpc('author_names', {}, { count: 'exact', get: true })
        .like('author_names', '*o*')
      expect(counted.count).toBe(2)
    })

    it('rolls a write back', async () => {
      const service = createClient(target().url, target().serviceRoleKey, {
        db: { schema: SCHEMA },
        auth: { persistSession: false, autoRefreshToken: false },
      })
      const rolledBack = await service
        .from('shelves')
        .insert({ name: 'Only for a moment' })
        .select('name')
        .rollback()
      expect(rolledBack.data).toEqual([{ name: 'Only for a moment' }])
      const { count } = await service.from('shelves').select('*', { count: 'exact', head: true })
      expect(count).toBe(3)
    })
  })
}

/**
 * What the local backend refuses because it does not have it: each a 4xx naming the feature.
 * Hosted Supabase answers some of these (with PostGIS enabled, with pg_graphql), so local only.
 */
export function describeRefusals(api: () => Send): void {
  describe('refused features', () => {
    it.each([
      ['GeoJSON', '/books', { headers: { Accept: 'application/geo+json' } }, /PostGIS/],
      [
        'GraphQL schema',
        '/rpc/graphql',
        { method: 'POST', body: {}, profile: 'graphql_public' },
        /graphql_public/,
      ],
      ['bulk calls', '/rpc/add', { method: 'POST', body: [{ a: 1, b: 2 }] }, /array body/],
    ] as const)('%s', async (_feature, path, options, feature) => {
      expectRefusal(await api()(path, options), feature)
    })
  })
}
