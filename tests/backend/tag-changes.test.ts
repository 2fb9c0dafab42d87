import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { deleteTag, fetchTagList, renameTag } from '../../shared/backend/ownerTags.ts'
import { fetchTagRedirects } from '../../shared/backend/redirects.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { anonClient, otherAccount, ownerClient } from './support/clients.ts'
import { backendTarget } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { createPublication } from '../support/factories/publications.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * The Tags screen's changes, done by the database in one call each (public.rename_tag,
 * public.delete_tag): every post and publication keeps its place and its other tags, the old
 * name's blog address leads to the new one, and only the owner may make them.
 */

const suite = backendTarget()

describe('tag changes', () => {
  let owner: BackendClient
  const created: { posts: string[]; publications: string[] } = { posts: [], publications: [] }

  beforeAll(async () => {
    owner = await ownerClient(suite)
  })

  afterAll(async () => {
    await deleteRows(owner, 'blog_posts', created.posts)
    await deleteRows(owner, 'publications', created.publications)
  })

  /** Tag names of one test: a fresh stamp, so no other test's items carry them. */
  function names() {
    const stamp = randomUUID().slice(0, 8)
    return (name: string) => `${name} ${stamp}`
  }

  async function post(tags: string[]) {
    const saved = await createPost(owner, { title: 'Tagged', content: '<p>Tagged</p>', tags })
    created.posts.push(saved.id)
    return saved.id
  }

  async function publication(tags: string[]) {
    const saved = await createPublication(owner, {
      title: 'Tagged',
      publication_name: 'Tag Weekly',
      publication_url: 'https://example.org/tagged',
      published_date: '2026-11-01',
      tags,
    })
    created.publications.push(saved.id)
    return saved.id
  }

  async function tagsOf(table: 'blog_posts' | 'publications', id: string) {
    const { data, error } = await owner.from(table).select('tags').eq('id', id).single()
    if (error) throw new Error(error.message)
    return data.tags
  }

  const redirects = async () =>
    fetchTagRedirects(createPublicBackend({ url: suite.url, anonKey: suite.anonKey }).data)

  it('renames a tag on every post and publication, in its place, and moves its address', async () => {
    const tag = names()
    const first = await post([tag('Pricing'), tag('AI')])
    const second = await post([tag('ai'), tag('Growth')])
    const paper = await publication([tag('AI')])

    expect(await renameTag(owner, tag('AI'), tag('Machine Learning'))).toBe(3)

    expect(await tagsOf('blog_posts', first)).toEqual([tag('Pricing'), tag('Machine Learning')])
    expect(await tagsOf('blog_posts', second)).toEqual([tag('Machine Learning'), tag('Growth')])
    expect(await tagsOf('publications', paper)).toEqual([tag('Machine Learning')])
    expect(await redirects()).toContainEqual({ fromTag: tag('AI'), toTag: tag('Machine Learning') })
    const listed = (await fetchTagList(owner)).find(({ name }) => name === tag('Machine Learning'))
    expect(listed).toEqual({ name: tag('Machine Learning'), posts: 2, publications: 1 })
  })

  it('changes only the capitals of a tag everywhere, with no redirect', async () => {
    const tag = names()
    const first = await post([tag('ai')])
    const paper = await publication([tag('ai')])

    await renameTag(owner, tag('ai'), tag('AI'))

    expect(await tagsOf('blog_posts', first)).toEqual([tag('AI')])
    expect(await tagsOf('publications', paper)).toEqual([tag('AI')])
    const moved = (await redirects()).filter(({ fromTag }) => fromTag.endsWith(tag('')))
    expect(moved).toEqual([])
  })

  it('merges a tag into another, once on each item, and leads older names on too', async () => {
    const tag = names()
    const both = await post([tag('ML'), tag('Strategy'), tag('AI')])
    const paper = await publication([tag('ml')])
    await post([tag('Deep Learning')])
    await renameTag(owner, tag('Deep Learning'), tag('ML'))

    await renameTag(owner, tag('ML'), tag('ai'))

    expect(await tagsOf('blog_posts', both)).toEqual([tag('AI'), tag('Strategy')])
    expect(await tagsOf('publications', paper)).toEqual([tag('AI')])
    const moved = await redirects()
    expect(moved).toContainEqual({ fromTag: tag('ML'), toTag: tag('AI') })
    expect(moved).toContainEqual({ fromTag: tag('Deep Learning'), toTag: tag('AI') })
  })

  it('gives a name back its own address when a tag is renamed back', async () => {
    const tag = names()
    await post([tag('Sales')])
    await renameTag(owner, tag('Sales'), tag('Selling'))
    await renameTag(owner, tag('Selling'), tag('Sales'))

    const moved = (await redirects()).filter(({ fromTag }) => fromTag.endsWith(tag('')))
    expect(moved).toEqual([{ fromTag: tag('Selling'), toTag: tag('Sales') }])
  })

  it('deletes a tag from every item, and the names that led to it', async () => {
    const tag = names()
    const first = await post([tag('Old'), tag('Kept')])
    const paper = await publication([tag('old')])
    await post([tag('Older'), tag('Kept')])
    await renameTag(owner, tag('Older'), tag('Old'))

    expect(await deleteTag(owner, tag('OLD'))).toBe(3)

    expect(await tagsOf('blog_posts', first)).toEqual([tag('Kept')])
    // A publication without tags stores none as null.
    expect(await tagsOf('publications', paper)).toBeNull()
    const moved = (await redirects()).filter(({ fromTag }) => fromTag.endsWith(tag('')))
    expect(moved).toEqual([])
  })

  it('keeps a tag that is the only tag of a post, as every post needs one', async () => {
    const tag = names()
    const only = await post([tag('Only')])
    const paper = await publication([tag('Only')])
    await expect(deleteTag(owner, tag('Only'))).rejects.toThrow(
      'A post has this tag as its only tag, and every post needs one: merge it into another tag instead.',
    )
    expect(await tagsOf('blog_posts', only)).toEqual([tag('Only')])
    expect(await tagsOf('publications', paper)).toEqual([tag('Only')])
  })

  it('says so when no item has the tag', async () => {
    const tag = names()
    await expect(renameTag(owner, tag('Nowhere'), tag('Somewhere'))).rejects.toThrow(
      'No post or publication has this tag any more',
    )
    await expect(deleteTag(owner, tag('Nowhere'))).rejects.toThrow(
      'No post or publication has this tag any more',
    )
  })

  it('refuses anyone but the owner, changing nothing', async () => {
    const tag = names()
    const first = await post([tag('Private')])
    const other = await otherAccount(suite)
    try {
      for (const client of [other.client, anonClient(suite)]) {
        await expect(renameTag(client, tag('Private'), tag('Public'))).rejects.toThrow()
        await expect(deleteTag(client, tag('Private'))).rejects.toThrow()
        const { error } = await client
          .from('tag_redirects')
          .insert({ from_tag: tag('Private'), to_tag: tag('Public') })
        expect(error).not.toBeNull()
      }
    } finally {
      await other.remove()
    }
    expect(await tagsOf('blog_posts', first)).toEqual([tag('Private')])
    const moved = (await redirects()).filter(({ fromTag }) => fromTag.endsWith(tag('')))
    expect(moved).toEqual([])
  })
})
