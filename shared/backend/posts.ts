import type { BackendClient, Tables } from './client.ts'
import { toBackendError } from './errors.ts'

export type BlogPost = Tables<'blog_posts'>

/** The newest published posts, newest publish date first (spec section 7, Home). */
export async function fetchLatestPosts(client: BackendClient, limit: number): Promise<BlogPost[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq('published', true)
    .order('publish_date', { ascending: false })
    .limit(limit)
  if (error) throw toBackendError(error)
  return data
}
