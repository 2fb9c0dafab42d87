import { describe, expect, it } from 'vitest'
import { imageBytes } from '../support/images.ts'
import { anonClient, ownerClient } from './support/clients.ts'
import { restRequest } from './support/rest-request.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * Requests that are wrong, which hosted Supabase and the local backend refuse alike, each with
 * a clear 4xx; and, locally, the options this project's configuration turns off. (Requests
 * outside the product's contract: contract-refusals.test.ts.)
 */

const suite = backendTarget()

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', suite.anonKey)
  headers.set('Authorization', `Bearer ${suite.serviceRoleKey}`)
  headers.set('X-Supabase-Api-Version', '2024-01-01')
  const response = await fetch(`${suite.url}${path}`, { ...init, headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.runIf(isLocal(suite))('refused options', () => {
  it('Auth: refuses phone and anonymous sign-ups, as configured', async () => {
    const phone = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ phone: '+15555550100', password: 'long enough password' }),
    })
    expect(phone).toMatchObject({ status: 400, body: { code: 'phone_provider_disabled' } })
    const anonymous = await call('/auth/v1/signup', { method: 'POST', body: '{}' })
    expect(anonymous).toMatchObject({ status: 422, body: { code: 'anonymous_provider_disabled' } })
  })

  it('Storage: refuses custom metadata, and stores the image without it', async () => {
    const owner = await ownerClient()
    const path = `refusals/${crypto.randomUUID()}.png`
    const refused = await owner.storage
      .from('blog-images')
      .upload(path, imageBytes('image/png'), { contentType: 'image/png', metadata: { a: '1' } })
    expect(refused.error?.message).toMatch(/x-metadata/)
    const stored = await owner.storage
      .from('blog-images')
      .upload(path, imageBytes('image/png'), { contentType: 'image/png' })
    expect(stored.error).toBeNull()
    await owner.storage.from('blog-images').remove([path])
  })
})

describe('bad requests get a clear 4xx, never a crash', () => {
  const cases: [
    string,
    string,
    RequestInit & { apikey?: string | null },
    number,
    Record<string, unknown>,
  ][] = [
    ['unknown table', '/no_such_table', {}, 404, { code: 'PGRST205' }],
    ['unknown column in select', '/blog_posts?select=nope', {}, 400, { code: '42703' }],
    ['unknown column in a filter', '/blog_posts?nope=eq.1', {}, 400, { code: '42703' }],
    ['unknown operator', '/blog_posts?title=near.x', {}, 400, { code: 'PGRST100' }],
    ['malformed value', '/blog_posts?id=eq.not-a-uuid', {}, 400, { code: '22P02' }],
    ['malformed order', '/blog_posts?order=title.sideways', {}, 400, { code: 'PGRST100' }],
    ['negative limit', '/blog_posts?limit=-1', {}, 416, { code: 'PGRST103' }],
    [
      'malformed JSON',
      '/contact_faqs',
      { method: 'POST', body: '{"question":' },
      400,
      { code: 'PGRST102' },
    ],
    ['empty body', '/contact_faqs', { method: 'POST' }, 400, { code: 'PGRST102' }],
    [
      'unknown column in a body',
      '/contact_faqs',
      { method: 'POST', body: '{"nope":1}' },
      400,
      { code: 'PGRST204' },
    ],
    [
      'wrong schema',
      '/blog_posts',
      { headers: { 'Accept-Profile': 'auth' } },
      406,
      { code: 'PGRST106' },
    ],
    [
      'missing API key',
      '/blog_posts',
      { apikey: null },
      401,
      { message: 'No API key found in request' },
    ],
    ['wrong API key', '/blog_posts', { apikey: 'not-a-key' }, 401, { message: 'Invalid API key' }],
    [
      'forged token',
      '/blog_posts',
      { headers: { Authorization: 'Bearer aaa.bbb.ccc' } },
      401,
      { code: 'PGRST301' },
    ],
  ]

  it.each(cases)('%s', async (_name, path, init, status, body) => {
    const response = await restRequest(path, init)
    expect(response.status).toBe(status)
    expect(response.body).toMatchObject(body)
  })

  it('keeps serving after all of them', async () => {
    const { data } = await anonClient().from('blog_posts').select('slug').limit(1)
    expect(data).toHaveLength(1)
  })
})
