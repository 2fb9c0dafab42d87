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
      queryFn: ({ signal }) => fetchLatestPosts(reader, limit, signal),
      ...POSTS,
    }),
  featured: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.featured(),
      queryFn: ({ signal }) => fetchFeaturedPosts(reader, signal),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  page: (reader: RowReader, page: number) =>
    defineQuery({
      queryKey: postKeys.page(page),
      queryFn: ({ signal }) => fetchPostPage(reader, page, signal),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  /** Every card that is not featured: fetched when a tag filter is first used. */
  cards: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.cards(),
      queryFn: ({ signal }) => fetchPostCards(reader, signal),
      ...LIST_CACHE_POLICY,
      ...POSTS,
    }),
  bySlug: (reader: RowReader, slug: string) =>
    defineQuery({
      queryKey: postKeys.bySlug(slug),
      queryFn: ({ signal }) => fetchPublishedPost(reader, slug, signal),
      ...POSTS,
    }),
  neighbours: (reader: RowReader, slug: string) =>
    defineQuery({
      queryKey: postKeys.neighbours(slug),
      queryFn: ({ signal }) => fetchPostNeighbours(reader, slug, signal),
      ...POSTS,
    }),
  preview: (reader: RowReader, token: string) =>
    defineQuery({
      queryKey: postKeys.preview(token),
      queryFn: ({ signal }) => fetchPostPreview(reader, token, signal),
      ...POSTS,
    }),
  /** The tags of published posts and of publications, for the filter chips. */
  publishedTags: (reader: RowReader) =>
    defineQuery({
      queryKey: postKeys.publishedTags(),
      queryFn: ({ signal }) => fetchPublishedTags(reader, signal),
      ...LIST_CACHE_POLICY,
      sources: ['blog_posts', 'publications'],
    }),
  ownerSearch: (client: DataClient, search: PostSearch) =>
    defineQuery({
      queryKey: postKeys.ownerSearch(search),
      queryFn: ({ signal }) => searchOwnerPosts(client, search, signal),
    }),
  detail: (client: DataClient, id: string) =>
    defineQuery({
      queryKey: postKeys.detail(id),
      queryFn: ({ signal }) => fetchPost(client, id, signal),
    }),
  knownTags: (client: DataClient) =>
    defineQuery({
      queryKey: postKeys.knownTags(),
      queryFn: ({ signal }) => fetchKnownTags(client, signal),
    }),
}
