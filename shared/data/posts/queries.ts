import { fetchPostPreview } from '../../backend/previewLinks.ts'
import {
  fetchFeaturedPosts,
  fetchKnownTags,
  fetchLatestPosts,
  fetchPost,
  fetchPostCards,
  fetchPostNeighbours,
  fetchPostPage,
  fetchPublishedPost,
  fetchPublishedTags,
  searchOwnerPosts,
} from '../../backend/posts.ts'
import type { PostSearch } from '../../domain/postSearch.ts'
import type { DataClient } from '../../backend/dataClient.ts'
import type { RowReader } from '../../backend/rowReads.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'
import { defineQuery } from '../queryDefinition.ts'
import { postKeys } from './keys.ts'

const POSTS = { sources: ['blog_posts'] } as const

export const postQueries = {
  latest: (reader: RowReader, limit: number) =>
    defineQuery({
      queryKey: postKeys.latest(limit),
      queryFn: () => fetchLatestPosts(reader, limit),
      ...POSTS,
    }),
  featured: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.featured(),
      queryFn: () => fetchFeaturedPosts(reader),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  page: (reader: RowReader, page: number) =>
    defineQuery({
      queryKey: postKeys.page(page),
      queryFn: () => fetchPostPage(reader, page),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  /** Every card that is not featured: fetched when a tag filter is first used. */
  cards: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.cards(),
      queryFn: () => fetchPostCards(reader),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  bySlug: (reader: RowReader, slug: string) =>
    defineQuery({
      queryKey: postKeys.bySlug(slug),
      queryFn: () => fetchPublishedPost(reader, slug),
      ...POSTS,
    }),
  neighbours: (reader: RowReader, slug: string) =>
    defineQuery({
      queryKey: postKeys.neighbours(slug),
      queryFn: () => fetchPostNeighbours(reader, slug),
      ...POSTS,
    }),
  preview: (reader: RowReader, token: string) =>
    defineQuery({
      queryKey: postKeys.preview(token),
      queryFn: () => fetchPostPreview(reader, token),
      ...POSTS,
    }),
  /** The tags of published posts and of publications, for the filter chips. */
  publishedTags: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.publishedTags(),
      queryFn: () => fetchPublishedTags(reader),
      ...LIST_CACHE_POLICY,
      sources: ['blog_posts', 'publications'],
    }),
  ownerSearch: (client: DataClient, search: PostSearch) =>
    defineQuery({
      queryKey: postKeys.ownerSearch(search),
      queryFn: () => searchOwnerPosts(client, search),
    }),
  detail: (client: DataClient, id: string) =>
    defineQuery({ queryKey: postKeys.detail(id), queryFn: () => fetchPost(client, id) }),
  knownTags: (client: DataClient) =>
    defineQuery({ queryKey: postKeys.knownTags(), queryFn: () => fetchKnownTags(client) }),
}
