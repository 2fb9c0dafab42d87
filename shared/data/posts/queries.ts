import {
  fetchAllPosts,
  fetchKnownTags,
  fetchLatestPosts,
  fetchPost,
  fetchPublishedPost,
  fetchPublishedPosts,
} from '../../backend/posts.ts'
import type { DataClient } from '../../backend/dataClient.ts'
import type { RowReader } from '../../backend/rowReads.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'
import { defineQuery } from '../queryDefinition.ts'

export const postKeys = {
  all: ['posts'] as const,
  latest: (limit: number) => [...postKeys.all, 'latest', limit] as const,
  published: () => [...postKeys.all, 'published'] as const,
  bySlug: (slug: string) => [...postKeys.all, 'slug', slug] as const,
  admin: () => [...postKeys.all, 'admin'] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  /** Tags of posts and publications, for suggestions; refreshed with either. */
  knownTags: () => ['known-tags'] as const,
}

export const postQueries = {
  latest: (reader: RowReader, limit: number) =>
    defineQuery({
      queryKey: postKeys.latest(limit),
      queryFn: () => fetchLatestPosts(reader, limit),
    }),
  published: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.published(),
      queryFn: () => fetchPublishedPosts(reader),
      ...LIST_CACHE_POLICY,
    }),
  bySlug: (reader: RowReader, slug: string) =>
    defineQuery({
      queryKey: postKeys.bySlug(slug),
      queryFn: () => fetchPublishedPost(reader, slug),
    }),
  admin: (client: DataClient) =>
    defineQuery({ queryKey: postKeys.admin(), queryFn: () => fetchAllPosts(client) }),
  detail: (client: DataClient, id: string) =>
    defineQuery({ queryKey: postKeys.detail(id), queryFn: () => fetchPost(client, id) }),
  knownTags: (client: DataClient) =>
    defineQuery({ queryKey: postKeys.knownTags(), queryFn: () => fetchKnownTags(client) }),
}
