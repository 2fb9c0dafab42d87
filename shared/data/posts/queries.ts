import { queryOptions } from '@tanstack/react-query'
import { fetchLatestPosts, fetchPublishedPost, fetchPublishedPosts } from '../../backend/posts.ts'
import type { DataClient } from '../../backend/publicBackend.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'

export const postKeys = {
  all: ['posts'] as const,
  latest: (limit: number) => [...postKeys.all, 'latest', limit] as const,
  published: () => [...postKeys.all, 'published'] as const,
  bySlug: (slug: string) => [...postKeys.all, 'slug', slug] as const,
}

export const postQueries = {
  latest: (client: DataClient, limit: number) =>
    queryOptions({
      queryKey: postKeys.latest(limit),
      queryFn: () => fetchLatestPosts(client, limit),
    }),
  published: (client: DataClient) =>
    queryOptions({
      queryKey: postKeys.published(),
      queryFn: () => fetchPublishedPosts(client),
      ...LIST_CACHE_POLICY,
    }),
  bySlug: (client: DataClient, slug: string) =>
    queryOptions({
      queryKey: postKeys.bySlug(slug),
      queryFn: () => fetchPublishedPost(client, slug),
    }),
}
