import { fetchActiveRows, fetchContentRows } from '../../shared/backend/contentTables.ts'
import {
  fetchFeaturedPosts,
  fetchLatestPosts,
  fetchPostPage,
  fetchPublishedPost,
  fetchPublishedTags,
} from '../../shared/backend/posts.ts'
import {
  PUBLICATIONS_ON_BLOG,
  fetchLatestPublications,
  fetchPublicationPage,
} from '../../shared/backend/publications.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import type { BackendConfig } from '../../shared/config/siteConfig.ts'

/** One HTTP request exactly as a public page of the site sends it. */
export interface PublicRead {
  path: string
  headers: Record<string, string>
}

/** As many posts as the home page shows (site/pages/HomePage.tsx). */
const HOME_LATEST_POSTS = 3

/**
 * The reads of every public page (home, blog, a post, publications, about, work with me,
 * contact), taken from the site's own query functions: they run once against a recording
 * `fetch`, so the load test sends exactly what the site sends, and nothing it does not.
 */
export async function recordPublicReads(backend: BackendConfig): Promise<PublicRead[]> {
  const slug = await publishedSlug(backend)
  return recordFetches(async () => {
    const { data } = createPublicBackend(backend)
    await Promise.all([
      fetchLatestPosts(data, HOME_LATEST_POSTS),
      fetchPublishedTags(data),
      fetchFeaturedPosts(data),
      fetchPostPage(data, 1),
      fetchLatestPublications(data, PUBLICATIONS_ON_BLOG),
      ...(slug === null ? [] : [fetchPublishedPost(data, slug)]),
      fetchPublicationPage(data, 1),
      fetchContentRows(data, 'experiences'),
      fetchContentRows(data, 'earlier_experiences'),
      fetchContentRows(data, 'startup_experience_logos'),
      fetchContentRows(data, 'services'),
      fetchActiveRows(data, 'testimonials'),
      fetchActiveRows(data, 'contact_faqs'),
    ])
  })
}

/** The slug of a real published post, for the post page's read. */
async function publishedSlug(backend: BackendConfig): Promise<string | null> {
  const [post] = await fetchLatestPosts(createPublicBackend(backend).data, 1)
  return post?.slug ?? null
}

/** The requests `work` makes through the global `fetch`, each answered with an empty list. */
async function recordFetches(work: () => Promise<unknown>): Promise<PublicRead[]> {
  const recorded: PublicRead[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    recorded.push({
      path: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
    })
    return Promise.resolve(Response.json([]))
  }
  try {
    await work()
  } finally {
    globalThis.fetch = realFetch
  }
  return recorded
}
