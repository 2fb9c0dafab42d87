import { uniqueSortedTags } from '../domain/tagInput.ts'
import type { Tables } from './client.ts'
import { dataOf, toBackendError } from './errors.ts'
import type { RowRead, RowReader } from './rowReads.ts'
import type { DataClient } from './dataClient.ts'

export type BlogPost = Tables<'blog_posts'>

/** The columns the blog list reads (spec section 7): everything but newsletter_sent and updated_at. */
const LIST_COLUMNS =
  'id, title, slug, excerpt, content, tags, featured, published, publish_date, read_time, featured_image_url, author, created_at'
export type PostListItem = Omit<BlogPost, 'newsletter_sent' | 'updated_at'>

const PUBLISHED_NEWEST_FIRST: RowRead = {
  table: 'blog_posts',
  equals: { published: true },
  order: [
    { column: 'publish_date', ascending: false, nullsFirst: false },
    { column: 'created_at', ascending: false },
  ],
}

/** Home: the newest published posts. */
export function fetchLatestPosts(reader: RowReader, limit: number): Promise<BlogPost[]> {
  return reader.rows<BlogPost>({ ...PUBLISHED_NEWEST_FIRST, limit })
}

/** Blog: every published post, newest first. */
export function fetchPublishedPosts(reader: RowReader): Promise<PostListItem[]> {
  return reader.rows<PostListItem>({ ...PUBLISHED_NEWEST_FIRST, columns: LIST_COLUMNS })
}

/** Post page: the published post with this slug, or null when there is none. */
export async function fetchPublishedPost(
  reader: RowReader,
  slug: string,
): Promise<BlogPost | null> {
  if (slug === '') throw new Error('A post is looked up by its slug')
  const [post] = await reader.rows<BlogPost>({
    table: 'blog_posts',
    equals: { slug, published: true },
    limit: 1,
  })
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
  | 'author'
>

/** Blog Admin: every post, drafts included, newest created first. */
export function fetchAllPosts(client: DataClient): Promise<BlogPost[]> {
  return dataOf(client.from('blog_posts').select('*').order('created_at', { ascending: false }))
}

/** One post by id, or null when there is none (an address with an id that is not one too). */
export async function fetchPost(client: DataClient, id: string): Promise<BlogPost | null> {
  if (!UUID.test(id)) return null
  const { data, error } = await client.from('blog_posts').select('*').eq('id', id).maybeSingle()
  if (error) throw toBackendError(error)
  return data
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every tag used by posts and publications, for the tag input's suggestions. */
export async function fetchKnownTags(client: DataClient): Promise<string[]> {
  const [posts, publications] = await Promise.all([
    dataOf(client.from('blog_posts').select('tags').not('tags', 'is', null)),
    dataOf(client.from('publications').select('tags').not('tags', 'is', null)),
  ])
  return uniqueSortedTags([...posts, ...publications])
}
