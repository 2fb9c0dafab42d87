import type { RowReader } from './rowReads.ts'

/** A reply from the social web, as the post page shows it under the post. */
export interface PublicReply {
  id: string
  author_name: string
  author_handle: string
  /** The reply on its own server. */
  url: string
  /** Its HTML as the inbox kept it; cleaned again before it is shown. */
  content: string
  published_at: string
}

/** The most replies a post page shows. */
const MAX_SHOWN_REPLIES = 200

/** The approved replies to a post, oldest first (only approved ones are public). */
export function fetchApprovedReplies(
  reader: RowReader,
  postId: string,
  signal?: AbortSignal,
): Promise<PublicReply[]> {
  return reader.rows<PublicReply>(
    {
      table: 'fediverse_replies',
      columns: 'id, author_name, author_handle, url, content, published_at',
      equals: { post_id: postId, state: 'approved' },
      order: [{ column: 'published_at', ascending: true }],
      limit: MAX_SHOWN_REPLIES,
    },
    signal,
  )
}
