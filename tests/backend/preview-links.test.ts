import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import {
  createPreviewLink,
  fetchPostPreview,
  fetchPreviewLinks,
  newPreviewToken,
  revokePreviewLink,
} from '../../shared/backend/previewLinks.ts'
import {
  type OtherAccount,
  anonClient,
  marker,
  otherAccount,
  ownerClient,
  serviceClient,
} from './support/clients.ts'
import { backendTarget } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'

/**
 * Private preview links: a token opens its own draft, through the database's check, and nothing
 * else; only the owner makes, lists and revokes links.
 */

const suite = backendTarget()
// What the /preview page reads through: the visitor's bare fetch with the anon key.
const visitor = createPublicBackend({ url: suite.url, anonKey: suite.anonKey }).data

let owner: BackendClient
let other: OtherAccount

async function draft(label: string): Promise<string> {
  const post = await createPost(owner, { title: marker(label), content: `<p>${label} body</p>` })
  return post.id
}

beforeAll(async () => {
  owner = await ownerClient(suite)
  other = await otherAccount(suite)
})

afterAll(async () => {
  await other.remove()
})

describe('preview links', () => {
  it('open their own draft, and nothing once revoked, expired, or for a guessed token', async () => {
    const [first, second] = [await draft('Preview one'), await draft('Preview two')]
    const one = await createPreviewLink(owner, first)
    const two = await createPreviewLink(owner, second)
    const expiring = await createPreviewLink(owner, first)

    const opened = await fetchPostPreview(visitor, one.token)
    expect(opened).toMatchObject({
      id: first,
      content: '<p>Preview one body</p>',
      published: false,
    })
    expect(Object.keys(opened ?? {})).not.toContain('newsletter_sent')
    expect((await fetchPostPreview(visitor, two.token))?.id).toBe(second)

    await revokePreviewLink(owner, two.link.id)
    const past = new Date(Date.now() - 60_000).toISOString()
    const expiry = await serviceClient(suite)
      .from('post_preview_links')
      .update({ expires_at: past })
      .eq('id', expiring.link.id)
    expect(expiry.error).toBeNull()
    for (const token of [two.token, expiring.token, newPreviewToken(), '', `${one.token}x`]) {
      expect(await fetchPostPreview(visitor, token)).toBeNull()
    }
    // The drafts stay closed to visitors by every other way.
    for (const id of [first, second]) {
      const direct = await anonClient(suite).from('blog_posts').select('id').eq('id', id)
      expect(direct.data).toEqual([])
    }

    const listed = await fetchPreviewLinks(owner, first)
    expect(listed.map((link) => link.id)).toEqual([expiring.link.id, one.link.id])
    const days = (Date.parse(one.link.expires_at) - Date.parse(one.link.created_at)) / 86_400_000
    expect(days).toBe(7)
  })

  it('are listed, made and revoked by the owner alone', async () => {
    const post = await draft('Preview private')
    const { link } = await createPreviewLink(owner, post)

    const asAnon = await anonClient(suite).from('post_preview_links').select('id')
    expect(asAnon.error?.code).toBe('42501')
    expect(await fetchPreviewLinks(other.client, post)).toEqual([])
    await expect(createPreviewLink(other.client, post)).rejects.toMatchObject({ code: '42501' })
    await expect(createPreviewLink(anonClient(suite), post)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(revokePreviewLink(other.client, link.id)).rejects.toThrow()
    // Nor may the owner choose a link's times: the database sets them.
    const longer = await owner
      .from('post_preview_links')
      .update({ expires_at: '2099-01-01T00:00:00Z' })
      .eq('id', link.id)
    expect(longer.error?.code).toBe('42501')
    expect((await fetchPreviewLinks(owner, post))[0]?.revoked_at).toBeNull()
  })
})
