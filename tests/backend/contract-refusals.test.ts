import { describe, expect, it } from 'vitest'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * The contract (supabase/local/contract.ts) is the local backend's allow-list: a request
 * outside it, of every kind, gets a 4xx in its service's error shape whose message names what
 * was refused, never an answer as if it were another request. Local only: hosted Supabase
 * answers these.
 */

const suite = backendTarget()

interface Refusal {
  status: number
  body: Record<string, unknown>
  text: string
}

async function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Refusal> {
  const headers = new Headers(init.headers)
  headers.set('apikey', suite.anonKey)
  if (!headers.has('authorization')) headers.set('Authorization', `Bearer ${suite.serviceRoleKey}`)
  headers.set('X-Supabase-Api-Version', '2024-01-01')
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('Content-Type', 'application/json')
  }
  const response = await fetch(`${suite.url}${path}`, { ...init, headers })
  const text = await response.text()
  const parsed: unknown = text === '' ? {} : JSON.parse(text)
  const body = typeof parsed === 'object' && parsed !== null ? { ...parsed } : {}
  return { status: response.status, body, text }
}

/** A 4xx in PostgREST's shape whose message names the refused part. */
function expectRestRefusal(answer: Refusal, status: number, named: string): void {
  expect({ status: answer.status, code: typeof answer.body.code }).toEqual({
    status,
    code: 'string',
  })
  expect(answer.body).toHaveProperty('details')
  expect(answer.body).toHaveProperty('hint')
  expect(String(answer.body.message)).toContain(named)
}

const OUTSIDE = "outside the local backend's contract"

describe.runIf(isLocal(suite))('requests outside the contract', () => {
  describe('/rest/v1', () => {
    it.each([
      ['an operator', '/blog_posts?title=neq.x', "The filter operator 'neq'"],
      ['an operator with a modifier', '/blog_posts?title=like(any).{a*}', "'like(any)'"],
      ['a negation of an operator other than is', '/blog_posts?title=not.eq.x', "'not.eq'"],
      ['full-text search', '/blog_posts?title=fts.pricing', "'fts'"],
      ['a logic tree', '/blog_posts?or=(title.eq.a,title.eq.b)', 'logic trees'],
      [
        'an embedding select',
        '/blog_posts?select=id,blog_post_revisions(id)',
        "'blog_post_revisions(id)' (resource embedding)",
      ],
      ['an embedding hint', '/blog_posts?select=id,posts!inner(id)', 'resource embedding'],
      ['a spread', '/blog_posts?select=...revisions(id)', 'spreading'],
      ['a filter on an embedded resource', '/blog_posts?revisions.id=eq.1', 'embedded resource'],
      ['a JSON path', '/blog_posts?select=featured_image_variants->width', 'JSON paths'],
      ['a JSON path filter', '/blog_posts?featured_image_variants->>width=eq.1', 'JSON paths'],
      ['a cast', '/blog_posts?select=id::text', 'casts'],
      ['an aggregate', '/blog_posts?select=count()', 'aggregate functions'],
      ['* beside columns', '/blog_posts?select=*,id', '* beside columns'],
      ['an order on an embedded resource', '/blog_posts?order=revisions(id)', 'resource embedding'],
      [
        'a parameter its method does not take',
        '/blog_posts?on_conflict=id',
        "'on_conflict' on a GET",
      ],
    ])('%s: %s', async (_kind, path, named) => {
      expectRestRefusal(await send(`/rest/v1${path}`), 400, named)
    })

    it.each([
      ['PUT', '/blog_posts?id=eq.00000000-0000-0000-0000-000000000000', 'The method PUT'],
      [
        'DELETE',
        '/post_preview_links?id=eq.00000000-0000-0000-0000-000000000000',
        "DELETE on the table 'post_preview_links'",
      ],
      ['POST', '/blog_post_revisions', "POST on the table 'blog_post_revisions'"],
      ['GET', '/rpc/post_preview', "GET on the function 'post_preview'"],
      ['PATCH', '/rpc/site_has_owner', 'The method PATCH on a function'],
    ])('a method: %s %s', async (method, path, named) => {
      const body = method === 'GET' ? undefined : '{}'
      expectRestRefusal(await send(`/rest/v1${path}`, { method, body }), 405, named)
    })

    it('a method without a body to name it: HEAD', async () => {
      const answer = await send('/rest/v1/blog_posts', { method: 'HEAD' })
      expect(answer.status).toBe(405)
      expect(answer.text).toBe('')
    })

    it.each([
      'missing=default',
      'tx=rollback',
      'count=planned',
      'return=headers-only',
      'handling=strict',
    ])('a Prefer token: %s', async (token) => {
      const answer = await send('/rest/v1/contact_faqs', {
        method: 'POST',
        headers: { Prefer: `return=representation, ${token}` },
        body: JSON.stringify({ question: 'Refused?', answer: 'Yes.' }),
      })
      expectRestRefusal(answer, 400, `The Prefer token '${token}'`)
      const kept = await send('/rest/v1/contact_faqs?select=id&question=eq.Refused%3F')
      expect(JSON.parse(kept.text)).toEqual([])
    })

    it.each([
      'text/csv',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.array+json',
      'application/vnd.pgrst.plan+json',
      'application/openapi+json',
      'application/geo+json',
    ])('an Accept type: %s', async (type) => {
      const answer = await send('/rest/v1/blog_posts?select=id', { headers: { Accept: type } })
      expectRestRefusal(answer, 406, `The media type '${type}'`)
    })

    it('a body that is not JSON', async () => {
      const answer = await send('/rest/v1/contact_faqs', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: 'question,answer\nRefused?,Yes.',
      })
      expectRestRefusal(answer, 415, "A body of type 'text/csv'")
    })

    it('a Range header', async () => {
      const answer = await send('/rest/v1/blog_posts?select=id', { headers: { Range: '0-1' } })
      expectRestRefusal(answer, 400, 'The Range header')
    })

    it('a schema other than public', async () => {
      const answer = await send('/rest/v1/blog_posts', {
        headers: { 'Accept-Profile': 'graphql_public' },
      })
      expectRestRefusal(answer, 406, 'Invalid schema: graphql_public')
    })

    it('arguments in the query string of a function call', async () => {
      const answer = await send('/rest/v1/rpc/content_stamp?select=posts')
      expectRestRefusal(answer, 400, "The query parameter 'select' on the function 'content_stamp'")
    })

    it.each([
      ['a table the contract does not list', '/site_owner', 404, "'public.site_owner'"],
      ['a function the contract does not list', '/rpc/is_owner', 404, 'public.is_owner'],
      ['the OpenAPI description', '/', 404, 'Invalid path specified in request URL: GET /'],
      ['an unknown route', '/blog_posts/extra', 404, 'request URL: GET /blog_posts/extra'],
    ])('%s: %s', async (_kind, path, status, named) => {
      expectRestRefusal(await send(`/rest/v1${path}`), status, named)
    })
  })

  it.each([
    ['POST', '/auth/v1/otp'],
    ['POST', '/auth/v1/recover'],
    ['GET', '/auth/v1/settings'],
    ['GET', '/auth/v1/.well-known/jwks.json'],
    ['GET', '/auth/v1/admin/users'],
    ['GET', '/auth/v1/authorize?provider=github'],
  ])('Auth: %s %s', async (method, path) => {
    const answer = await send(path, { method, body: method === 'GET' ? undefined : '{}' })
    expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } })
    expect(answer.body.message).toBe(`${method} ${path.split('?')[0] ?? ''} is ${OUTSIDE}`)
  })

  it('Auth: a grant type', async () => {
    const answer = await send('/auth/v1/token?grant_type=pkce', { method: 'POST', body: '{}' })
    expect(answer).toMatchObject({
      status: 404,
      body: { message: `POST /auth/v1/token?grant_type=pkce is ${OUTSIDE}` },
    })
  })

  it.each([
    ['POST', '/storage/v1/object/move', `POST /storage/v1/object/move is ${OUTSIDE}`],
    [
      'PUT',
      '/storage/v1/object/blog-images/a.png',
      `PUT /storage/v1/object/blog-images/a.png is ${OUTSIDE}`,
    ],
    ['GET', '/storage/v1/bucket', `GET /storage/v1/bucket is ${OUTSIDE}`],
    [
      'GET',
      '/storage/v1/object/authenticated/blog-images/a.png',
      `The bucket 'authenticated' is ${OUTSIDE}`,
    ],
    ['POST', '/storage/v1/object/sign/blog-images/a.png', `The bucket 'sign' is ${OUTSIDE}`],
    [
      'GET',
      '/storage/v1/object/public/blog-images/a.png?download',
      `Downloading as an attachment (?download) is ${OUTSIDE}`,
    ],
  ])('Storage: %s %s', async (method, path, message) => {
    const answer = await send(path, { method, body: method === 'GET' ? undefined : '{}' })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body).toMatchObject({ statusCode: expect.any(String) as string, message })
  })

  it.each([
    ['PUT', 'send-contact-email'],
    ['GET', 'send-newsletter'],
    ['DELETE', 'newsletter-subscribe'],
  ])('Edge Functions: %s %s', async (method, name) => {
    const answer = await send(`/functions/v1/${name}`, {
      method,
      body: method === 'GET' ? undefined : '{}',
    })
    expect(answer).toMatchObject({
      status: 405,
      body: { message: `${method} on the function '${name}' is ${OUTSIDE}` },
    })
  })
})
