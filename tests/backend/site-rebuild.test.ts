import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { ownerClient } from './support/clients.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { isLocal } from './support/target.ts'

/**
 * A change to what visitors see (a post published, edited while published, unpublished or
 * deleted while published) makes the database call the static host's build hook; drafts never do.
 */

let hook: Server
const calls: unknown[] = []
let backend: FreshBackend
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
  backend = await startFreshBackend({
    args: ['--no-seed'],
    env: { LOCAL_SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${String(port)}/build_hooks/site` },
  })
  owner = await ownerClient(backend.target)
})

afterAll(async () => {
  await backend.stop()
  await new Promise((resolve) => hook.close(resolve))
})

/** The hook calls made since the last look, once the backend has had time to send them. */
async function newCalls(expected: number): Promise<unknown[]> {
  const deadline = Date.now() + 5_000
  while (calls.length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Room for a call that should not come to show up.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  return calls.splice(0)
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
    expect(await newCalls(0)).toEqual([])

    await owner.from('blog_posts').update({ published: true }).eq('id', id)
    expect(await newCalls(1)).toEqual([
      { method: 'POST', body: { table: 'blog_posts', operation: 'UPDATE' } },
    ])
    await owner.from('blog_posts').update({ title: 'Edited live' }).eq('id', id)
    await owner.from('blog_posts').update({ published: false }).eq('id', id)
    expect(await newCalls(2)).toHaveLength(2)

    await owner.from('blog_posts').update({ published: true }).eq('id', id)
    await owner.from('blog_posts').delete().eq('id', id)
    expect(await newCalls(2)).toEqual([
      { method: 'POST', body: { table: 'blog_posts', operation: 'UPDATE' } },
      { method: 'POST', body: { table: 'blog_posts', operation: 'DELETE' } },
    ])
  })
})
