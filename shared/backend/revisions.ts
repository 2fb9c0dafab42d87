import type { Tables } from './client.ts'
import type { DataClient } from './dataClient.ts'
import { dataOf } from './errors.ts'

export type PostRevision = Tables<'blog_post_revisions'>

/** The columns the history list reads: everything but the body, whose words and hash stand in. */
const LIST_COLUMNS =
  'id, post_id, title, slug, excerpt, tags, featured, published, publish_date, featured_image_url, author, content_words, content_md5, operation, changed_through, created_at'
export type RevisionListItem = Omit<PostRevision, 'content' | 'changed_by' | 'post_deleted_at'>

/** A post's revisions, newest first (the database keeps them; only the owner reads them). */
export function fetchRevisions(client: DataClient, postId: string): Promise<RevisionListItem[]> {
  return dataOf(
    client
      .from('blog_post_revisions')
      .select(LIST_COLUMNS)
      .eq('post_id', postId)
      .order('id', { ascending: false }),
  )
}

/** One revision with its body, to compare or restore. */
export function fetchRevision(client: DataClient, id: number): Promise<PostRevision> {
  return dataOf(client.from('blog_post_revisions').select('*').eq('id', id).single())
}
