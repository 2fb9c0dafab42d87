import type { Tables } from './client.ts'
import { dataOf, toBackendError } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type BlogPost = Tables<'blog_posts'>

/** The columns the blog list reads (spec section 7): everything but newsletter_sent and updated_at. */
const LIST_COLUMNS =
  'id, title, slug, excerpt, content, tags, featured, published, publish_date, read_time, featured_image_url, author, created_at'
export type PostListItem = Omit<BlogPost, 'newsletter_sent' | 'updated_at'>

/** Home: the newest published posts. */
export function fetchLatestPosts(client: DataClient, limit: number): Promise<BlogPost[]> {
  return dataOf(
    client
      .from('blog_posts')
      .select('*')
      .eq('published', true)
      .order('publish_date', { ascending: false })
      .limit(limit),
  )
}

/** Blog: every published post, newest first. */
export function fetchPublishedPosts(client: DataClient): Promise<PostListItem[]> {
  return dataOf(
    client
      .from('blog_posts')
      .select(LIST_COLUMNS)
      .eq('published', true)
      .order('publish_date', { ascending: false, nullsFirst: false })
      .order('created_at', { ascending: false }),
  )
}

/** Post page: the published post with this slug, or null when there is none. */
export async function fetchPublishedPost(
  client: DataClient,
  slug: string,
): Promise<BlogPost | null> {
  if (slug === '') throw new Error('A post is looked up by its slug')
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq('slug', slug)
    .eq('published', true)
    .maybeSingle()
  if (error) throw toBackendError(error)
  return data
}
