import { abortable } from './abortable.ts'
import type { Tables } from './client.ts'
import type { DataClient } from './dataClient.ts'
import { dataOf } from './errors.ts'

export type PostRevision = Tables<'blog_post_revisions'>

/** The columns the history list reads: everything but the body, whose words and hash stand in. */
const LIST_COLUMNS =
  'id, post_id, title, slug, excerpt, tags, featured, published, publish_date, featured_image_url, banner_alt, author, seo_title, seo_description, canonical_url, content_words, content_md5, operation, changed_through, created_at'
export type RevisionListItem = Omit<PostRevision, 'content' | 'changed_by' | 'post_deleted_at'>

/** A post's revisions, newest first (the database keeps them; only the owner reads them). */
export function fetchRevisions(
  client: DataClient,
  postId: string,
  signal?: AbortSignal,
): Promise<RevisionListItem[]> {
  return dataOf(
    abortable(
      client
        .from('blog_post_revisions')
        .select(LIST_COLUMNS)
        .eq('post_id', postId)
        // Time first: revisions an archive restore brought back are older than their ids say.
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
      signal,
    ),
  )
}

/** One revision with its body, to compare or restore. */
export function fetchRevision(
  client: DataClient,
  id: number,
  signal?: AbortSignal,
): Promise<PostRevision> {
  return dataOf(
    abortable(client.from('blog_post_revisions').select('*').eq('id', id), signal).single(),
  )
}

/** A post deleted in the last 30 days, as its newest revision has it. */
export type DeletedPost = RevisionListItem & { post_deleted_at: string }

/** Posts deleted in the last 30 days (their revisions are kept that long), newest first. */
export async function fetchDeletedPosts(
  client: DataClient,
  signal?: AbortSignal,
): Promise<DeletedPost[]> {
  const revisions = await dataOf(
    abortable(
      client
        .from('blog_post_revisions')
        .select(`${LIST_COLUMNS}, post_deleted_at`)
        .not('post_deleted_at', 'is', null)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
      signal,
    ),
  )
  const newest = new Map<string, DeletedPost>()
  for (const revision of revisions) {
    if (revision.post_deleted_at !== null && !newest.has(revision.post_id))
      newest.set(revision.post_id, { ...revision, post_deleted_at: revision.post_deleted_at })
  }
  return [...newest.values()].sort((a, b) => b.post_deleted_at.localeCompare(a.post_deleted_at))
}

/** The newest revision of a post deleted in the last 30 days, to bring it back; null if none. */
export async function newestDeletedRevisionId(
  client: DataClient,
  postId: string,
): Promise<number | null> {
  const rows = await dataOf(
    client
      .from('blog_post_revisions')
      .select('id')
      .eq('post_id', postId)
      .not('post_deleted_at', 'is', null)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1),
  )
  return rows[0]?.id ?? null
}

/**
 * Brings a deleted post back from its newest revision, under its own id (so its history comes
 * with it), as a draft: publishing it again is the owner's decision. It keeps its created,
 * updated and publish dates, so publishing it again puts it where it was on the blog; a post
 * that was published had its newsletter sent then, so publishing it again mails nobody.
 */
export async function bringBackPost(client: DataClient, revisionId: number): Promise<void> {
  await dataOf(client.rpc('bring_back_post', { revision_id: revisionId }))
}
