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
import { postKeys } from './keys.ts'

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
