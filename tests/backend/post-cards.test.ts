import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { Database } from '../../supabase/local/database/Database.ts'
import { migrate } from '../../supabase/local/database/migrate.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { searchOwnerPosts } from '../../shared/backend/posts.ts'
import { type PostSearch, readPostSearchPage } from '../../shared/domain/postSearch.ts'
import { unsavedMetaDescription } from '../../shared/domain/excerpt.ts'
import { fetchContentStamp } from '../../site/data/contentStamp.ts'
import { anonClient, otherAccount, ownerClient } from './support/clients.ts'
import { MIGRATIONS_DIR, openDatabaseBefore } from './support/migrated-database.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * A post's card texts are computed by the database on every save (spec sections 2 and 9), so no
 * reader needs the body; and the content stamp tells a prerendered page what changed since.
 */
const target = backendTarget()
const visitor = createPublicBackend({ url: target.url, anonKey: target.anonKey })
let owner: BackendClient
const created: string[] = []

beforeAll(async () => {
  owner = await ownerClient(target)
})

afterAll(async () => {
  await deleteRows(owner, 'blog_posts', created)
})

async function savePost(fields: { excerpt: string | null; content: string; published?: boolean }) {
  const slug = `card-text-${String(Date.now())}-${String(created.length)}`
  const data = await createPost(owner, {
    title: 'Card text',
    slug,
    tags: ['Cards'],
    published: false,
    ...fields,
  })
  created.push(data.id)
  // The editor's sharing preview says what the database will keep, before the post is saved.
  expect(unsavedMetaDescription(fields.excerpt ?? '', fields.content)).toBe(data.meta_description)
  return data
}

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${String(index)}`).join(' ')

describe('card texts', () => {
  it('without an excerpt: the start of the text, cut at 150 and 200 characters with "...", 160 for the description', async () => {
    const text = words(80)
    const post = await savePost({
      excerpt: '   ',
      content: `<p>${text.slice(0, 40)}</p>\n<h2>${text.slice(40, 120)}</h2><p>${text.slice(120)}</p>`,
    })
    // Tags become spaces, and runs of spaces one: the text reads as the visitor reads it.
    const plain = `${text.slice(0, 40)} ${text.slice(40, 120)} ${text.slice(120)}`
    expect(post.card_excerpt).toBe(`${plain.slice(0, 150).trimEnd()}...`)
    expect(post.featured_excerpt).toBe(`${plain.slice(0, 200).trimEnd()}...`)
    expect(post.meta_description).toBe(plain.slice(0, 160))
  })

  it('a text that fits shows whole, with no "..." after its own full stop', async () => {
    const post = await savePost({ excerpt: null, content: '<p>A short post. It ends here.</p>' })
    expect(post.card_excerpt).toBe('A short post. It ends here.')
    expect(post.featured_excerpt).toBe('A short post. It ends here.')
  })

  it('a cut after a full stop, a comma or a space ends in "..." alone', async () => {
    for (const [content, card] of [
      [`${'x'.repeat(149)}. More text follows.`, `${'x'.repeat(149)}...`],
      [`${'y'.repeat(148)}, and more.`, `${'y'.repeat(148)}...`],
      [`${'z'.repeat(149)} more words`, `${'z'.repeat(149)}...`],
      ['w'.repeat(150), 'w'.repeat(150)],
    ] as const) {
      const post = await savePost({ excerpt: null, content: `<p>${content}</p>` })
      expect(post.card_excerpt).toBe(card)
    }
  })

  it('decodes what the editor escapes and trims white space', async () => {
    const post = await savePost({
      excerpt: null,
      content:
        '<p>&nbsp; Fish &amp; chips &lt;b&gt; &quot;quoted&quot; &#39;single&#39;\u00a0 </p>',
    })
    expect(post.card_excerpt).toBe(`Fish & chips <b> "quoted" 'single'`)
    expect(post.meta_description).toBe(`Fish & chips <b> "quoted" 'single'`)
  })

  it('with an excerpt: the excerpt, trimmed, everywhere', async () => {
    const post = await savePost({
      excerpt: '  A summary of my own.\n',
      content: `<p>${words(60)}</p>`,
    })
    expect(post).toMatchObject({
      card_excerpt: 'A summary of my own.',
      featured_excerpt: 'A summary of my own.',
      meta_description: 'A summary of my own.',
    })
  })

  it('with no text at all: none, so the card says there is none', async () => {
    const post = await savePost({ excerpt: null, content: '<p><br></p>' })
    expect(post).toMatchObject({
      card_excerpt: null,
      featured_excerpt: null,
      meta_description: null,
    })
  })

  it('follow every save of the body', async () => {
    const post = await savePost({ excerpt: null, content: '<p>Before</p>' })
    const { data } = await owner
      .from('blog_posts')
      .update({ content: '<p>After the edit</p>' })
      .eq('id', post.id)
      .select('card_excerpt')
      .single()
    expect(data?.card_excerpt).toBe('After the edit')
  })

  it('cannot be written by a client', async () => {
    const post = await savePost({ excerpt: null, content: '<p>Real text</p>' })
    const { error } = await owner
      .from('blog_posts')
      .update({ card_excerpt: 'Made up' })
      .eq('id', post.id)
    expect(error).not.toBeNull()
  })
})

describe.runIf(isLocal(target))('card texts saved before "..." marked only a cut', () => {
  let db: Database

  beforeAll(async () => {
    db = await openDatabaseBefore('20261126150000')
  })

  afterAll(async () => {
    await db.close()
  })

  it('are computed again, as no edit: no new time, no revision', async () => {
    await db.transaction((session) =>
      session.exec(`
        insert into public.blog_posts (title, slug, content, tags) values
          ('Short', 'short', '<p>A short post.</p>', array['Cards']);
      `),
    )
    const read = () =>
      db.transaction((session) =>
        session.query<{ card_excerpt: string; updated_at: string; revisions: number }>(`
          select card_excerpt, updated_at::text,
            (select count(*)::int from public.blog_post_revisions) as revisions
          from public.blog_posts where slug = 'short'
        `),
      )
    const [before] = await read()
    expect(before?.card_excerpt).toBe('A short post....')

    await migrate(db, { migrationsDir: MIGRATIONS_DIR, seedFile: null })

    expect(await read()).toEqual([{ ...before, card_excerpt: 'A short post.' }])
  })
})

describe('the content stamp', () => {
  const stamp = async () => {
    const { data, error } = await anonClient(target).rpc('content_stamp', undefined, { get: true })
    if (error) throw new Error(error.message)
    return data as Record<string, string>
  }

  it('is the same for the same content, over bare fetch as through supabase-js', async () => {
    const first = await stamp()
    expect(Object.keys(first).sort()).toEqual([
      'blog_posts',
      'contact_faqs',
      'earlier_experiences',
      'experiences',
      'fediverse_replies',
      'publications',
      'services',
      'startup_experience_logos',
      'testimonials',
    ])
    expect(await fetchContentStamp(visitor.data)).toEqual(first)
  })

  it('changes when a post is published, edited or deleted, and not for a draft', async () => {
    const before = await stamp()
    const draft = await savePost({ excerpt: null, content: '<p>A draft</p>' })
    expect((await stamp()).blog_posts).toBe(before.blog_posts)

    await owner.from('blog_posts').update({ published: true }).eq('id', draft.id)
    const published = await stamp()
    expect(published.blog_posts).not.toBe(before.blog_posts)
    expect(published.publications).toBe(before.publications)

    await owner.from('blog_posts').update({ title: 'Edited' }).eq('id', draft.id)
    const edited = await stamp()
    expect(edited.blog_posts).not.toBe(published.blog_posts)

    await owner.from('blog_posts').delete().eq('id', draft.id)
    expect((await stamp()).blog_posts).toBe(before.blog_posts)
  })
})

describe('the owner’s search of the posts', () => {
  // A word no other post holds, so the test sees only its own posts in a shared backend.
  const mark = `zq${String(Date.now())}`
  const search = (text: string, filters: Partial<PostSearch> = {}) =>
    searchOwnerPosts(owner, { text, status: null, tag: null, sort: 'created', page: 1, ...filters })
  const titles = async (text: string, filters: Partial<PostSearch> = {}) =>
    (await search(text, filters)).posts.map((post) => post.title).sort()

  beforeAll(async () => {
    const posts = [
      {
        title: `Fees ${mark}`,
        excerpt: 'How I charge',
        content: `<p>Opening words.</p><p>Our pricing follows the ${mark} method.</p>`,
        tags: ['Money'],
        published: true,
        publish_date: new Date().toISOString(),
      },
      {
        title: 'Hidden draft',
        excerpt: null,
        content: `<p>Nothing here.</p><p>Only this paragraph says ${mark}lantern.</p>`,
        tags: ['Notes'],
        published: false,
      },
      {
        title: `Later ${mark}`,
        excerpt: `A scheduled ${mark} post`,
        content: '<p>Comes out next year.</p>',
        tags: ['Notes'],
        published: false,
        scheduled_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      },
    ]
    for (const [index, post] of posts.entries()) {
      created.push(
        (await createPost(owner, { ...post, slug: `search-${mark}-${String(index)}` })).id,
      )
    }
  })

  it('finds a draft by a word of one paragraph of its body, also while the word is typed', async () => {
    expect(await titles(`${mark}lantern`)).toEqual(['Hidden draft'])
    expect(await titles(`${mark}lant`)).toEqual(['Hidden draft'])
  })

  it('reads English words by their stem: "priced" finds "pricing"', async () => {
    expect(await titles(`priced ${mark}`)).toEqual([`Fees ${mark}`])
  })

  it('finds dotted numbers whole, as they are written: versions, decimals and percentages', async () => {
    // A word of these posts' own, so the other tests here count only theirs.
    const other = `yq${String(Date.now())}`
    const numbered = [
      [`Release 1.0.1 notes ${other}`, `<p>What changed.</p>`],
      [`Release 1.0.2 notes ${other}`, `<p>What changed next.</p>`],
      [`Version 2.0 ${other}`, `<p>A new start.</p>`],
      [`Margins ${other}`, `<p>Costs rose 3.5% this year.</p>`],
    ]
    for (const [index, [title, content]] of numbered.entries()) {
      created.push(
        (
          await createPost(owner, {
            title,
            content,
            tags: ['Notes'],
            slug: `numbers-${other}-${String(index)}`,
          })
        ).id,
      )
    }
    expect(await titles('1.0.1')).toEqual([`Release 1.0.1 notes ${other}`])
    expect(await titles('Release 1.0.1')).toEqual([`Release 1.0.1 notes ${other}`])
    expect(await titles(`2.0 ${other}`)).toEqual([`Version 2.0 ${other}`])
    expect(await titles(`3.5% ${other}`)).toEqual([`Margins ${other}`])
  })

  it('filters by status and tag, and counts every match', async () => {
    const all = await search(mark)
    expect(all.total).toBe(3)
    expect(await titles(mark, { status: 'scheduled' })).toEqual([`Later ${mark}`])
    expect(await titles(mark, { status: 'draft' })).toEqual(['Hidden draft'])
    expect(await titles(mark, { status: 'published' })).toEqual([`Fees ${mark}`])
    expect(await titles(mark, { tag: 'Notes' })).toEqual(['Hidden draft', `Later ${mark}`])
  })

  it('sorts newest first by the chosen date, posts without that date last', async () => {
    expect((await search(mark)).posts.map((post) => post.title)).toEqual([
      `Later ${mark}`,
      'Hidden draft',
      `Fees ${mark}`,
    ])
    // Drafts have no publish date: after the published post, newest created first.
    expect((await search(mark, { sort: 'published' })).posts.map((post) => post.title)).toEqual([
      `Fees ${mark}`,
      `Later ${mark}`,
      'Hidden draft',
    ])
    const { error } = await owner
      .from('blog_posts')
      .update({ excerpt: 'Edited last' })
      .eq('slug', `search-${mark}-2`)
    expect(error).toBeNull()
    const edited = await search(mark, { sort: 'edited' })
    expect(edited.posts[0]?.title).toBe(`Later ${mark}`)
    const { error: again } = await owner
      .from('blog_posts')
      .update({ excerpt: 'Edited now' })
      .eq('slug', `search-${mark}-0`)
    expect(again).toBeNull()
    expect((await search(mark, { sort: 'edited' })).posts[0]?.title).toBe(`Fees ${mark}`)
  })

  it('pages the matches, each post on one page only, counting them all on each', async () => {
    const titlesOf = async (page_offset: number) => {
      const { data, error } = await owner.rpc('owner_search_posts', {
        search: mark,
        post_status: '',
        tag: '',
        sort: 'created',
        page_offset,
        page_limit: 2,
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ total: 3 })
      return readPostSearchPage(data).posts.map((post) => post.title)
    }
    expect([...(await titlesOf(0)), ...(await titlesOf(2))]).toEqual([
      `Later ${mark}`,
      'Hidden draft',
      `Fees ${mark}`,
    ])
  })

  it('answers list columns only, never a body or an excerpt', async () => {
    const { data, error } = await owner.rpc('owner_search_posts', {
      search: `${mark}lantern`,
      post_status: '',
      tag: '',
      sort: 'edited',
      page_offset: 0,
      page_limit: 10,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ total: 1 })
    const rows: unknown =
      data !== null && typeof data === 'object' && 'posts' in data ? data.posts : null
    const row: unknown = Array.isArray(rows) ? rows.at(0) : null
    expect(typeof row === 'object' && row !== null ? Object.keys(row).sort() : row).toEqual([
      'created_at',
      'featured',
      'id',
      'newsletter_sent',
      'publish_date',
      'published',
      'scheduled_at',
      'slug',
      'tags',
      'title',
      'updated_at',
    ])
  })

  it('is refused to visitors and to signed-in accounts that are not the owner', async () => {
    const args = {
      search: mark,
      post_status: '',
      tag: '',
      sort: 'created',
      page_offset: 0,
      page_limit: 10,
    }
    const visitorCall = await anonClient(target).rpc('owner_search_posts', args)
    expect(visitorCall.data).toBeNull()
    expect(visitorCall.error).not.toBeNull()
    const other = await otherAccount(target)
    try {
      const otherCall = await other.client.rpc('owner_search_posts', args)
      expect(otherCall.data).toBeNull()
      expect(otherCall.error?.code).toBe('42501')
    } finally {
      await other.remove()
    }
  })

  it('finds a post by the words it has now: an edit is found at once, a deleted post no more', async () => {
    const data = await createPost(owner, {
      title: 'Workshop notes',
      slug: `search-${mark}-edited`,
      content: '<p>Draft.</p>',
      tags: ['Notes'],
    })
    expect(await titles(`${mark}beacon`)).toEqual([])
    await owner
      .from('blog_posts')
      .update({ content: `<p>Now it says ${mark}beacon.</p>` })
      .eq('id', data.id)
      .throwOnError()
    expect(await titles(`${mark}beacon`)).toEqual(['Workshop notes'])
    await owner
      .from('blog_posts')
      .update({ content: '<p>Draft again.</p>', title: `Workshop ${mark}harbour` })
      .eq('id', data.id)
      .throwOnError()
    expect(await titles(`${mark}beacon`)).toEqual([])
    expect(await titles(`${mark}harbour`)).toEqual([`Workshop ${mark}harbour`])
    await owner.from('blog_posts').delete().eq('id', data.id).throwOnError()
    expect(await titles(`${mark}harbour`)).toEqual([])
  })
})
