import { abortable } from './abortable.ts'
import { isRecord, isRecordList, isStringList } from './answerShapes.ts'
import {
  OWNER_POSTS_PER_PAGE,
  type PostSearch,
  type PostSearchPage,
  readPostSearchPage,
} from '../domain/postSearch.ts'
import { uniqueSortedTags } from '../domain/tagInput.ts'
import type { Tables } from './client.ts'
import { dataOf, toBackendError } from './errors.ts'
import type { RowPage, RowRead, RowReader } from './rowReads.ts'
import type { DataClient } from './dataClient.ts'

export type BlogPost = Tables<'blog_posts'>

/**
 * What a post's card shows: never its body. `summary` is the card text the database keeps
 * (spec section 9): 150 characters on cards, 200 on featured cards; null when there is none.
 */
export type PostCard = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'author' | 'publish_date' | 'created_at' | 'featured' | 'tags'
> & { summary: string | null }

const CARD_COLUMNS = 'id, title, slug, author, publish_date, created_at, featured, tags'
const CARD = `${CARD_COLUMNS}, summary:card_excerpt`
const FEATURED_CARD = `${CARD_COLUMNS}, summary:featured_excerpt`

/** The blog's pages and the filters' index list posts that are not featured, in pages of this. */
export const POSTS_PER_PAGE = 12

const PUBLISHED_NEWEST_FIRST: RowRead = {
  table: 'blog_posts',
  equals: { published: true },
  order: [
    { column: 'publish_date', ascending: false, nullsFirst: false },
    { column: 'created_at', ascending: false },
    // Posts of the same moment keep one order, so no post is on two pages or on none.
    { column: 'id', ascending: false },
  ],
}
const NOT_FEATURED: RowRead = {
  ...PUBLISHED_NEWEST_FIRST,
  equals: { published: true, featured: false },
}

/** Home: the newest published posts. */
export function fetchLatestPosts(
  reader: RowReader,
  limit: number,
  signal?: AbortSignal,
): Promise<PostCard[]> {
  return reader.rows<PostCard>({ ...PUBLISHED_NEWEST_FIRST, columns: CARD, limit }, signal)
}

/** The blog's Featured section: every featured post, newest first. */
export function fetchFeaturedPosts(reader: RowReader, signal?: AbortSignal): Promise<PostCard[]> {
  return reader.rows<PostCard>(
    {
      ...PUBLISHED_NEWEST_FIRST,
      equals: { published: true, featured: true },
      columns: FEATURED_CARD,
    },
    signal,
  )
}

/** A page of the blog (1 the newest): the posts that are not featured, and how many there are. */
export function fetchPostPage(
  reader: RowReader,
  page: number,
  signal?: AbortSignal,
): Promise<RowPage<PostCard>> {
  return reader.page<PostCard>(
    {
      ...NOT_FEATURED,
      columns: CARD,
      limit: POSTS_PER_PAGE,
      offset: (page - 1) * POSTS_PER_PAGE,
    },
    signal,
  )
}

/** Every card of the posts that are not featured: what tag filters search through. */
export function fetchPostCards(reader: RowReader, signal?: AbortSignal): Promise<PostCard[]> {
  return reader.rows<PostCard>({ ...NOT_FEATURED, columns: CARD }, signal)
}

/** At most this many posts changed since the build are added to search: a rebuild is due. */
const CHANGED_SINCE_BUILD_LIMIT = 50

/**
 * The cards of published posts changed after a moment (the newest change the search index was
 * built with), newest first: what site search adds to an index that cannot know them yet.
 */
export function fetchPostCardsChangedAfter(
  reader: RowReader,
  after: string,
  signal?: AbortSignal,
): Promise<PostCard[]> {
  return reader.rows<PostCard>(
    {
      ...PUBLISHED_NEWEST_FIRST,
      columns: CARD,
      after: { column: 'updated_at', value: after },
      limit: CHANGED_SINCE_BUILD_LIMIT,
    },
    signal,
  )
}

/** What the build needs of every published post: its page, feed entry, sitemap line and social-web object. */
export type PublishedPostSummary = Pick<
  BlogPost,
  | 'id'
  | 'slug'
  | 'title'
  | 'author'
  | 'tags'
  | 'featured'
  | 'featured_image_url'
  | 'featured_image_variants'
  | 'meta_description'
  | 'banner_alt'
  | 'seo_title'
  | 'seo_description'
  | 'canonical_url'
  | 'publish_date'
  | 'created_at'
  | 'updated_at'
>

export function fetchPublishedSummaries(reader: RowReader): Promise<PublishedPostSummary[]> {
  return reader.rows<PublishedPostSummary>({
    ...PUBLISHED_NEWEST_FIRST,
    columns:
      'id, slug, title, author, tags, featured, featured_image_url, featured_image_variants, meta_description, banner_alt, seo_title, seo_description, canonical_url, publish_date, created_at, updated_at',
  })
}

/** The tags visitors can filter by: of the published posts, and of the publications. */
export interface PublishedTags {
  blog_posts: string[]
  publications: string[]
}

export function fetchPublishedTags(
  reader: RowReader,
  signal?: AbortSignal,
): Promise<PublishedTags> {
  return reader.call('published_tags', isPublishedTags, undefined, signal)
}

function isPublishedTags(answer: unknown): answer is PublishedTags {
  return isRecord(answer) && isStringList(answer.blog_posts) && isStringList(answer.publications)
}

/**
 * Where a post page leads on: the published posts before and after it by publish date, and up
 * to three others sharing most of its tags (then the newest). Cards only, never a body.
 */
export interface PostNeighbours {
  /** The post published just before this one (older), or null for the first. */
  previous: PostCard | null
  /** The post published just after this one (newer), or null for the newest. */
  next: PostCard | null
  related: PostCard[]
}

/** The post page's way on, in one call; null when no published post has this slug. */
export function fetchPostNeighbours(
  reader: RowReader,
  slug: string,
  signal?: AbortSignal,
): Promise<PostNeighbours | null> {
  return reader.call('post_neighbours', isPostNeighbours, { post_slug: slug }, signal)
}

/** Its cards are rows with the columns the function names. */
function isPostNeighbours(answer: unknown): answer is PostNeighbours | null {
  if (answer === null) return true
  const isCardOrNone = (card: unknown) => card === null || isRecord(card)
  return (
    isRecord(answer) &&
    isCardOrNone(answer.previous) &&
    isCardOrNone(answer.next) &&
    isRecordList(answer.related)
  )
}

/** Post page: the published post with this slug, or null when there is none. */
export async function fetchPublishedPost(
  reader: RowReader,
  slug: string,
  signal?: AbortSignal,
): Promise<BlogPost | null> {
  if (slug === '') throw new Error('A post is looked up by its slug')
  const [post] = await reader.rows<BlogPost>(
    { table: 'blog_posts', equals: { slug, published: true }, limit: 1 },
    signal,
  )
  return post ?? null
}

/** What the editor saves; the rest of a row is kept by the database. */
export type PostInput = Pick<
  BlogPost,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'tags'
  | 'featured'
  | 'published'
  | 'publish_date'
  | 'read_time'
  | 'featured_image_url'
  | 'featured_image_variants'
  | 'banner_alt'
  | 'author'
  | 'seo_title'
  | 'seo_description'
  | 'canonical_url'
  | 'newsletter_format'
> & {
  /** Only when scheduling or unscheduling: any other save leaves the schedule as it is. */
  scheduled_at?: string | null
}

/** A row of Blog Admin: what it shows and what Publish needs, never the body. */
export type PostListRow = Pick<
  BlogPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'published'
  | 'featured'
  | 'publish_date'
  | 'created_at'
  | 'updated_at'
  | 'newsletter_sent'
  | 'scheduled_at'
>

/** One post by id, or null when there is none (an address with an id that is not one too). */
export async function fetchPost(
  client: DataClient,
  id: string,
  signal?: AbortSignal,
): Promise<BlogPost | null> {
  if (!UUID.test(id)) return null
  const { data, error } = await abortable(
    client.from('blog_posts').select('*').eq('id', id),
    signal,
  ).maybeSingle()
  if (error) throw toBackendError(error)
  return data
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every tag used by posts and publications, for the tag input's suggestions. */
export async function fetchKnownTags(client: DataClient, signal?: AbortSignal): Promise<string[]> {
  const [posts, publications] = await Promise.all([
    dataOf(abortable(client.from('blog_posts').select('tags').not('tags', 'is', null), signal)),
    dataOf(abortable(client.from('publications').select('tags').not('tags', 'is', null), signal)),
  ])
  return uniqueSortedTags([...posts, ...publications])
}

/**
 * Blog Admin: a page of the posts matching the owner's search, drafts and scheduled ones
 * included, in one call (owner only), with how many match in all.
 */
export async function searchOwnerPosts(
  client: DataClient,
  search: PostSearch,
  signal?: AbortSignal,
): Promise<PostSearchPage> {
  const answer = await dataOf(
    abortable(
      client.rpc('owner_search_posts', {
        search: search.text,
        post_status: search.status ?? '',
        tag: search.tag ?? '',
        sort: search.sort,
        page_offset: (search.page - 1) * OWNER_POSTS_PER_PAGE,
        page_limit: OWNER_POSTS_PER_PAGE,
      }),
      signal,
    ),
  )
  return readPostSearchPage(answer)
}
