import { CancelledError, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
import { authQueries } from '../../owner/data/auth/queries.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { enquiryQueries } from '../../owner/data/enquiries/queries.ts'
import { imageQueries } from '../../owner/data/images/queries.ts'
import { mediaQueries } from '../../owner/data/media/queries.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { publicationQueries } from '../../shared/data/publications/queries.ts'
import { revisionQueries } from '../../owner/data/revisions/queries.ts'
import { subscriberQueries } from '../../owner/data/subscribers/queries.ts'
import { anonClient } from './support/clients.ts'
import { HeldRequests } from './support/held-requests.ts'
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

/** A query of the data layer, run through a query client. */
type QueryRun = (queries: QueryClient) => Promise<unknown>

describe('a query no screen waits for any more stops its requests', () => {
  // Requests wait until the query is cancelled, then go to the backend: one given the query's
  // signal fails as aborted, one without it is answered. The owner's screens' queries need no
  // session here: with their signal, none of their requests is sent.
  const held = new HeldRequests()
  const owner = anonClient(target, held.fetch)
  const ownerReader = clientRowReader(owner)
  const someId = '00000000-0000-4000-8000-000000000000'
  const ownerReads: Record<string, QueryRun> = {
    'site has owner': (queries) => queries.query(authQueries.siteHasOwner(owner)),
    'recovery codes left': (queries) => queries.query(authQueries.recoveryCodesLeft(owner, someId)),
    sessions: (queries) => queries.query(authQueries.sessions(owner, someId)),
    'content list': (queries) => queries.query(contentQueries.list(ownerReader, 'services')),
    'active content': (queries) =>
      queries.query(contentQueries.active(ownerReader, 'testimonials')),
    'content row': (queries) => queries.query(contentQueries.detail(owner, 'services', someId)),
    enquiries: (queries) => queries.query(enquiryQueries.all(owner)),
    'images without sizes': (queries) => queries.query(imageQueries.withoutSizes(owner)),
    media: (queries) => queries.query(mediaQueries.all(owner)),
    'latest posts': (queries) => queries.query(postQueries.latest(ownerReader, 3)),
    'featured posts': (queries) => queries.query(postQueries.featured(ownerReader)),
    'a page of posts after the first': (queries) => queries.query(postQueries.page(ownerReader, 2)),
    'post cards': (queries) => queries.query(postQueries.cards(ownerReader)),
    'post by slug': (queries) => queries.query(postQueries.bySlug(ownerReader, 'a-post')),
    'post neighbours': (queries) => queries.query(postQueries.neighbours(ownerReader, 'a-post')),
    'post preview': (queries) => queries.query(postQueries.preview(ownerReader, 'a-token')),
    'published tags': (queries) => queries.query(postQueries.publishedTags(ownerReader)),
    'post search': (queries) =>
      queries.query(
        postQueries.ownerSearch(owner, {
          text: '',
          status: null,
          tag: null,
          sort: 'created',
          page: 1,
        }),
      ),
    'post detail': (queries) => queries.query(postQueries.detail(owner, someId)),
    'known tags': (queries) => queries.query(postQueries.knownTags(owner)),
    'a page of publications after the first': (queries) =>
      queries.query(publicationQueries.page(ownerReader, 2)),
    'latest publications': (queries) => queries.query(publicationQueries.latest(ownerReader, 3)),
    'publication cards': (queries) => queries.query(publicationQueries.cards(ownerReader)),
    "a post's revisions": (queries) => queries.query(revisionQueries.ofPost(owner, someId)),
    'deleted posts': (queries) => queries.query(revisionQueries.deleted(owner)),
    'a revision': (queries) => queries.query(revisionQueries.detail(owner, 1)),
    subscribers: (queries) => queries.query(subscriberQueries.all(owner)),
  }
  const visitorReads: Record<string, QueryRun> = {
    'rows over bare fetch': (queries) => queries.query(postQueries.latest(visitor.data, 3)),
    'a page after the first over bare fetch': (queries) =>
      queries.query(postQueries.page(visitor.data, 2)),
    'a reading function over bare fetch': (queries) =>
      queries.query(postQueries.publishedTags(visitor.data)),
  }

  /** Starts the query, cancels it while its requests wait, and tells how each request ended. */
  async function cancelledMidLoad(read: QueryRun): Promise<string[]> {
    const queries = new QueryClient()
    const fetched = read(queries).catch((error: unknown) => error)
    await held.arrival()
    await queries.cancelQueries()
    const outcomes = await held.release()
    expect(await fetched).toBeInstanceOf(CancelledError)
    return outcomes
  }

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(Object.entries(ownerReads))('owner: %s', async (_name, read) => {
    const outcomes = await cancelledMidLoad(read)
    expect(outcomes.length).toBeGreaterThan(0)
    expect(new Set(outcomes)).toEqual(new Set(['AbortError']))
  })

  it.each(Object.entries(visitorReads))('visitor: %s', async (_name, read) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(held.fetch)
    const outcomes = await cancelledMidLoad(read)
    expect(outcomes.length).toBeGreaterThan(0)
    expect(new Set(outcomes)).toEqual(new Set(['AbortError']))
  })
})
