import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { ownerClient, serviceClient } from './support/clients.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { isLocal } from './support/target.ts'

/**
 * A change to what visitors see (a post published, edited while published, unpublished or
 * deleted while published) makes the database call the static host's build hook; drafts never do.
 */

let hook: Server
const calls: unknown[] = []
let backend: OwnBackend
let owner: BackendClient

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      calls.push({ method: request.method, body: JSON.parse(body) as unknown })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const { port } = hook.address() as AddressInfo
  backend = await startOwnBackend({
    args: ['--no-seed'],
    env: { LOCAL_SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${String(port)}/build_hooks/site` },
  })
  owner = await ownerClient(backend.target)
})

afterAll(async () => {
  await backend.stop()
  await new Promise((resolve) => hook.close(resolve))
})

const MARKER_CALL = { method: 'POST', body: { table: 'blog_posts', operation: 'INSERT' } }
let markers = 0

/**
 * The hook calls made since the last look. The database sends its calls one at a time, in the
 * order the changes committed, so a post published now as a marker is called for after all of
 * them: once the marker's call is in, nothing made before it is still on its way.
 */
async function newCalls(): Promise<unknown[]> {
  markers += 1
  const marker = await owner.from('blog_posts').insert({
    title: `Marker ${String(markers)}`,
    slug: `rebuild-marker-${String(markers)}`,
    content: '<p>Marker</p>',
    tags: ['Test'],
    published: true,
  })
  expect(marker.error).toBeNull()
  await vi.waitFor(
    () => {
      expect(calls.at(-1)).toEqual(MARKER_CALL)
    },
    { timeout: 10_000, interval: 20 },
  )
  return calls.splice(0).slice(0, -1)
}

describe.runIf(isLocal())('the build hook', () => {
  it('is called for published posts only, after each change commits', async () => {
    const draft = await owner
      .from('blog_posts')
      .insert({ title: 'Draft', slug: 'rebuild-draft', content: '<p>Draft</p>', tags: ['Test'] })
      .select('id')
      .single()
    expect(draft.error).toBeNull()
    const id = draft.data?.id ?? ''
    await owner.from('blog_posts').update({ title: 'Still a draft' }).eq('id', id)
    expect(await newCalls()).toEqual([])

    await owner.from('blog_posts').update({ published: true }).eq('id', id)
    expect(await newCalls()).toEqual([
      { method: 'POST', body: { table: 'blog_posts', operation: 'UPDATE' } },
    ])
    await owner.from('blog_posts').update({ title: 'Edited live' }).eq('id', id)
    await owner.from('blog_posts').update({ published: false }).eq('id', id)
    expect(await newCalls()).toHaveLength(2)

    await owner.from('blog_posts').update({ published: true }).eq('id', id)
    await owner.from('blog_posts').delete().eq('id', id)
    expect(await newCalls()).toEqual([
      { method: 'POST', body: { table: 'blog_posts', operation: 'UPDATE' } },
      { method: 'POST', body: { table: 'blog_posts', operation: 'DELETE' } },
    ])
  })

  it('is called when a redirect is added or deleted: the redirects file changes with it', async () => {
    // A draft, which calls for no build itself.
    const post = await owner
      .from('blog_posts')
      .insert({
        title: 'Moved here',
        slug: 'rebuild-moved-here',
        content: '<p>Moved</p>',
        tags: ['Test'],
      })
      .select('id')
      .single()
      .throwOnError()
    expect(await newCalls()).toEqual([])
    const redirect = await owner
      .from('redirects')
      .insert({ from_path: '/2013/05/08/moved/', post_id: post.data.id })
      .select('id')
      .single()
      .throwOnError()
    await owner.from('redirects').delete().eq('id', redirect.data.id).throwOnError()
    expect(await newCalls()).toEqual([
      { method: 'POST', body: { table: 'redirects', operation: 'INSERT' } },
      { method: 'POST', body: { table: 'redirects', operation: 'DELETE' } },
    ])
  })
  it('is called when a reply from the social web is approved, hidden or deleted once approved', async () => {
    // A draft, which calls for no build itself (the inbox takes replies to published posts).
    const post = await owner
      .from('blog_posts')
      .insert({
        title: 'Replied to',
        slug: 'rebuild-replied-to',
        content: '<p>Replied</p>',
        tags: ['Test'],
      })
      .select('id')
      .single()
      .throwOnError()
    const reply = (n: number) => ({
      object_id: `https://mastodon.example/statuses/${String(n)}`,
      post_id: post.data.id,
      actor_id: 'https://mastodon.example/users/robin',
      author_name: 'Robin',
      author_handle: '@robin@mastodon.example',
      url: `https://mastodon.example/@robin/${String(n)}`,
      content: '<p>Reply</p>',
      published_at: new Date().toISOString(),
    })
    const service = serviceClient(backend.target)
    const stored = await service
      .from('fediverse_replies')
      .insert([reply(1), reply(2)])
      .select('id')
      .throwOnError()
    const [first, second] = stored.data.map((row) => row.id)
    // A pending reply arriving, or hidden while pending, shows nowhere: no build.
    await owner
      .from('fediverse_replies')
      .update({ state: 'hidden' })
      .eq('id', second ?? '')
      .throwOnError()
    expect(await newCalls()).toEqual([])
    await owner
      .from('fediverse_replies')
      .update({ state: 'approved' })
      .eq('id', first ?? '')
      .throwOnError()
    await owner
      .from('fediverse_replies')
      .update({ state: 'hidden' })
      .eq('id', first ?? '')
      .throwOnError()
    await owner
      .from('fediverse_replies')
      .update({ state: 'approved' })
      .eq('id', first ?? '')
      .throwOnError()
    await owner
      .from('fediverse_replies')
      .delete()
      .eq('id', first ?? '')
      .throwOnError()
    const moderated = { method: 'POST', body: { table: 'fediverse_replies', operation: 'UPDATE' } }
    expect(await newCalls()).toEqual([
      moderated,
      moderated,
      moderated,
      { method: 'POST', body: { table: 'fediverse_replies', operation: 'DELETE' } },
    ])
  })
})
