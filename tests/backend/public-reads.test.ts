import { describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '../../shared/backend/posts.ts'
import {
  fetchActiveRows,
  fetchContentRows,
  type ContentTable,
} from '../../shared/backend/contentTables.ts'
import { isUnreachable } from '../../shared/backend/errors.ts'
import {
  POSTS_PER_PAGE,
  fetchFeaturedPosts,
  fetchLatestPosts,
  fetchPostCards,
  fetchPostPage,
  fetchPublishedPost,
  fetchPublishedTags,
} from '../../shared/backend/posts.ts'
import { fetchPublicationCards, fetchPublicationPage } from '../../shared/backend/publications.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { clientRowReader } from '../../shared/backend/rowReads.ts'
import { anonClient } from './support/clients.ts'
import { backendTarget } from './support/target.ts'

/**
 * Public pages read over bare fetch, the owner's screens through supabase-js: the same read must
 * give the same rows either way.
 */
const target = backendTarget()
const visitor = createPublicBackend({ url: target.url, anonKey: target.anonKey })
const throughClient = clientRowReader(anonClient(target))

const CONTENT_TABLES: ContentTable[] = [
  'publications',
  'experiences',
  'earlier_experiences',
  'startup_experience_logos',
  'services',
]

describe('the visitor reads the published content', () => {
  it('posts: newest, all published, and one by slug, as supabase-js reads them', async () => {
    const latest = await fetchLatestPosts(visitor.data, 3)
    expect(latest).toHaveLength(3)
    expect(latest).toEqual(await fetchLatestPosts(throughClient, 3))

    const featured = await fetchFeaturedPosts(visitor.data)
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.every((post) => post.featured)).toBe(true)
    expect(featured).toEqual(await fetchFeaturedPosts(throughClient))

    const cards = await fetchPostCards(visitor.data)
    expect(cards.length).toBeGreaterThan(3)
    expect(cards.some((post) => post.featured)).toBe(false)
    expect(cards).toEqual(await fetchPostCards(throughClient))
    // A card carries what it shows, never the body.
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual([
      'author',
      'created_at',
      'featured',
      'id',
      'publish_date',
      'slug',
      'summary',
      'tags',
      'title',
    ])

    const page = await fetchPostPage(visitor.data, 1)
    expect(page).toEqual({ rows: cards.slice(0, POSTS_PER_PAGE), total: cards.length })
    expect(page).toEqual(await fetchPostPage(throughClient, 1))
    expect(await fetchPostPage(visitor.data, 2)).toEqual({
      rows: cards.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE),
      total: cards.length,
    })
    // A page past the last is empty, with the count, through either reader, and no request is
    // refused on the way (a browser logs a refused request as an error).
    const pastTheEnd = Math.ceil(cards.length / POSTS_PER_PAGE) + 1
    const sent = vi.spyOn(globalThis, 'fetch')
    try {
      expect(await fetchPostPage(visitor.data, pastTheEnd)).toEqual({
        rows: [],
        total: cards.length,
      })
      expect(await fetchPostPage(throughClient, pastTheEnd)).toEqual({
        rows: [],
        total: cards.length,
      })
      const answers = await Promise.all(sent.mock.results.map((result): unknown => result.value))
      const refused = answers.filter((answer) => !(answer instanceof Response) || !answer.ok)
      expect(answers).toHaveLength(4)
      expect(refused).toEqual([])
    } finally {
      sent.mockRestore()
    }

    const slug = latest[0]?.slug ?? ''
    const post: BlogPost | null = await fetchPublishedPost(visitor.data, slug)
    expect(post?.slug).toBe(slug)
    expect(await fetchPublishedPost(visitor.data, 'no-such-post')).toBeNull()
  })

  it('publications in pages, and the tags a visitor can filter by', async () => {
    const cards = await fetchPublicationCards(visitor.data)
    expect(cards.length).toBeGreaterThan(0)
    expect(await fetchPublicationPage(visitor.data, 1)).toEqual({
      rows: cards.slice(0, 12),
      total: cards.length,
    })
    expect(await fetchPublicationPage(throughClient, 1)).toEqual(
      await fetchPublicationPage(visitor.data, 1),
    )

    const tags = await fetchPublishedTags(visitor.data)
    expect(tags).toEqual(await fetchPublishedTags(throughClient))
    const distinct = (items: { tags: string[] | null }[]) =>
      [...new Set(items.flatMap((item) => item.tags ?? []))].sort()
    expect([...tags.publications].sort()).toEqual(distinct(cards))
    const posts = [
      ...(await fetchFeaturedPosts(visitor.data)),
      ...(await fetchPostCards(visitor.data)),
    ]
    expect([...tags.blog_posts].sort()).toEqual(distinct(posts))
  })

  it('content tables in list order and the active testimonials and FAQs', async () => {
    for (const table of CONTENT_TABLES) {
      const rows = await fetchContentRows(visitor.data, table)
      expect(rows, table).toEqual(await fetchContentRows(throughClient, table))
    }
    for (const table of ['testimonials', 'contact_faqs'] as const) {
      const rows = await fetchActiveRows(visitor.data, table)
      expect(rows.length, table).toBeGreaterThan(0)
      expect(rows.every((row) => row.is_active)).toBe(true)
      expect(rows).toEqual(await fetchActiveRows(throughClient, table))
    }
  })

  it('a refused read carries PostgREST’s message, code and status', async () => {
    const failure = await visitor.data
      .rows({ table: 'blog_posts', columns: 'no_such_column' })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'BackendError', status: 400, code: '42703' })
    expect(isUnreachable(failure)).toBe(false)
  })

  it('an unreachable backend is told apart from a refusal', async () => {
    const nowhere = createPublicBackend({ url: 'http://127.0.0.1:9', anonKey: target.anonKey })
    const failure = await fetchLatestPosts(nowhere.data, 3).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'BackendError', status: 0 })
    expect(isUnreachable(failure)).toBe(true)
  })
})
