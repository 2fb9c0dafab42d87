import type { PostSearch } from '../../domain/postSearch.ts'

/** The keys of post queries: everything of posts starts with `postKeys.all`. */
export const postKeys = {
  all: ['posts'] as const,
  latest: (limit: number) => [...postKeys.all, 'latest', limit] as const,
  featured: () => [...postKeys.all, 'featured'] as const,
  page: (page: number) => [...postKeys.all, 'page', page] as const,
  cards: () => [...postKeys.all, 'cards'] as const,
  bySlug: (slug: string) => [...postKeys.all, 'slug', slug] as const,
  /** The posts a post page leads on to: previous, next and related. */
  neighbours: (slug: string) => [...postKeys.all, 'neighbours', slug] as const,
  /** A post's approved replies from the social web, cleaned for the page. */
  replies: (id: string) => [...postKeys.all, 'replies', id] as const,
  /** The post a private preview link opens (by its token). */
  preview: (token: string) => [...postKeys.all, 'preview', token] as const,
  /** A page of the owner's list: the words searched, the filters, the sort and the page. */
  ownerSearch: (search: PostSearch) => [...postKeys.all, 'owner-search', search] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  /** Tags of posts and publications, for suggestions; refreshed with either. */
  knownTags: () => ['known-tags'] as const,
  /** Tags of what visitors see, for the filter chips. */
  publishedTags: () => ['published-tags'] as const,
  /**
   * A post's cleaned body, per version of the post (its `updated_at`): derived in the browser,
   * never read from the backend, so no write makes it stale.
   */
  sanitizedBody: (id: string, updatedAt: string) => ['sanitized-post', id, updatedAt] as const,
}
