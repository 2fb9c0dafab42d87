import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import {
  addRedirect,
  deleteRedirect,
  fetchRedirectList,
} from '../../shared/backend/ownerRedirects.ts'
import { fetchPostRedirects } from '../../shared/backend/redirects.ts'
import { clientRowReader } from '../../shared/backend/rowReads.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { type OtherAccount, anonClient, otherAccount, ownerClient } from './support/clients.ts'

/**
 * Redirects as the owner's Redirects screen keeps them: the owner lists, adds and deletes them
 * (each old address leads to one post); nobody else writes one; the public build reads only
 * those that lead to published posts.
 */

let owner: BackendClient
let other: OtherAccount
let published = ''
let draft = ''

beforeAll(async () => {
  owner = await ownerClient()
  other = await otherAccount()
  published = (
    await createPost(owner, { title: 'Redirected here', published: true, newsletter_sent: true })
  ).id
  draft = (await createPost(owner, { title: 'Redirected draft' })).id
})

afterAll(async () => {
  await other.remove()
})

const publicPaths = async () =>
  (await fetchPostRedirects(clientRowReader(anonClient()))).map((redirect) => redirect.fromPath)

describe('redirects kept by the owner', () => {
  it('are listed with their posts, added, refused when an old address leads elsewhere, and deleted', async () => {
    const toPost = await addRedirect(owner, { fromPath: '/2013/05/08/kept/', postId: published })
    const toDraft = await addRedirect(owner, { fromPath: '/old/draft.html', postId: draft })
    const { redirects, targets } = await fetchRedirectList(owner)
    expect(
      redirects
        .filter((redirect) => [toPost, toDraft].includes(redirect.id))
        .map((redirect) => [redirect.fromPath, redirect.post.title, redirect.post.published]),
    ).toEqual([
      ['/2013/05/08/kept/', 'Redirected here', true],
      ['/old/draft.html', 'Redirected draft', false],
    ])
    expect(targets.map((post) => post.id)).toEqual(expect.arrayContaining([published, draft]))

    await expect(
      addRedirect(owner, { fromPath: '/2013/05/08/kept/', postId: draft }),
    ).rejects.toThrow(
      'Another redirect already starts at this old address: each old address leads to one post.',
    )

    await deleteRedirect(owner, toDraft)
    await expect(deleteRedirect(owner, toDraft)).rejects.toThrow(
      'This redirect was already deleted',
    )
    expect((await fetchRedirectList(owner)).redirects.map((redirect) => redirect.id)).not.toContain(
      toDraft,
    )
  })

  it('are read by the public build only where they lead to a published post', async () => {
    await addRedirect(owner, { fromPath: '/only/a/draft/', postId: draft })
    const paths = await publicPaths()
    expect(paths).toContain('/2013/05/08/kept/')
    expect(paths).not.toContain('/only/a/draft/')
  })

  it('are written by the owner alone', async () => {
    for (const client of [anonClient(), other.client]) {
      const insert = await client
        .from('redirects')
        .insert({ from_path: '/not/the/owner/', post_id: published })
      expect(insert.error?.code).toBe('42501')
      const removal = await client
        .from('redirects')
        .delete({ count: 'exact' })
        .eq('from_path', '/2013/05/08/kept/')
      expect(removal.count ?? 0).toBe(0)
    }
    expect(await publicPaths()).toContain('/2013/05/08/kept/')
  })
})
