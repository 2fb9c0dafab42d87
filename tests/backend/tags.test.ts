import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { Database } from '../../supabase/local/database/Database.ts'
import { migrate } from '../../supabase/local/database/migrate.ts'
import { ownerClient } from './support/clients.ts'
import { MIGRATIONS_DIR, openDatabaseBefore } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { createPublication } from '../support/factories/publications.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * Tags compare in any capitals in the database too: one spelling per tag across posts and
 * publications, the one the archive used first.
 */

const suite = backendTarget()

describe('tags saved by the owner', () => {
  const stamp = randomUUID().slice(0, 8)
  const tag = (name: string) => `${name} ${stamp}`
  let owner: BackendClient
  const created: { posts: string[]; publications: string[] } = { posts: [], publications: [] }

  beforeAll(async () => {
    owner = await ownerClient()
  })

  afterAll(async () => {
    await deleteRows(owner, 'blog_posts', created.posts)
    await deleteRows(owner, 'publications', created.publications)
  })

  async function savePost(tags: string[]) {
    const post = await createPost(owner, { title: 'Tags', content: '<p>Tags</p>', tags })
    created.posts.push(post.id)
    return post
  }

  async function savePublication(tags: string[] | null) {
    const publication = await createPublication(owner, {
      title: 'Tags',
      publication_name: 'Tag Weekly',
      publication_url: 'https://example.org/tags',
      published_date: '2026-11-01',
      tags,
    })
    created.publications.push(publication.id)
    return publication
  }

  it('keep each tag once on an item, in its first spelling, trimmed', async () => {
    const post = await savePost([tag('Pricing'), tag('pricing'), ` ${tag('PRICING')} `, ' '])
    expect(post.tags).toEqual([tag('Pricing')])
  })

  it('take the spelling the archive already uses, on posts and publications alike', async () => {
    const publication = await savePublication([tag('PRICING'), tag('Retention')])
    expect(publication.tags).toEqual([tag('Pricing'), tag('Retention')])
    const post = await savePost([tag('retention'), tag('Growth')])
    expect(post.tags).toEqual([tag('Retention'), tag('Growth')])
  })

  it('let the only item with a tag correct its capitals', async () => {
    const post = await savePost([tag('customer success')])
    const { data } = await owner
      .from('blog_posts')
      .update({ tags: [tag('Customer Success')] })
      .eq('id', post.id)
      .select('tags')
      .single()
    expect(data?.tags).toEqual([tag('Customer Success')])
  })

  it('store a publication whose tags are all blank as having none', async () => {
    const publication = await savePublication(['  '])
    expect(publication.tags).toBeNull()
  })
})

describe.runIf(isLocal(suite))('tags already saved in other capitals', () => {
  let db: Database

  beforeAll(async () => {
    db = await openDatabaseBefore('20261124130000')
  })

  afterAll(async () => {
    await db.close()
  })

  it('are merged into the spelling of the oldest item carrying them', async () => {
    await db.transaction((session) =>
      session.exec(`
        insert into public.blog_posts (id, title, slug, content, tags, created_at) values
          ('00000000-0000-4000-8000-000000000001', 'Old', 'old', '<p>Old</p>',
           array['Pricing', 'AI'], '2026-01-01'),
          ('00000000-0000-4000-8000-000000000002', 'New', 'new', '<p>New</p>',
           array['pricing', 'PRICING', 'Growth'], '2026-03-01');
        insert into public.publications
          (id, title, publication_name, publication_url, published_date, tags, created_at) values
          ('00000000-0000-4000-8000-000000000003', 'P', 'Weekly', 'https://example.org/p',
           '2026-02-01', array['ai', 'growth '], '2026-02-01'),
          ('00000000-0000-4000-8000-000000000004', 'Q', 'Weekly', 'https://example.org/q',
           '2026-02-02', array['  '], '2026-02-02');
      `),
    )
    const before = await db.transaction((session) =>
      session.query<{ updated_at: string }>(
        `select updated_at::text from public.blog_posts where slug = 'old'`,
      ),
    )

    await migrate(db, { migrationsDir: MIGRATIONS_DIR, seedFile: null })

    const tags = await db.transaction((session) =>
      session.query<{ title: string; tags: string[] | null; updated_at: string }>(`
        select title, tags, updated_at::text from public.blog_posts
        union all select title, tags, updated_at::text from public.publications
        order by title
      `),
    )
    expect(tags.map(({ title, tags }) => [title, tags])).toEqual([
      ['New', ['Pricing', 'growth']],
      ['Old', ['Pricing', 'AI']],
      ['P', ['AI', 'growth']],
      ['Q', null],
    ])
    // An item whose tags were already right is not touched.
    expect(tags.find((row) => row.title === 'Old')?.updated_at).toBe(before[0]?.updated_at)
  })
})
