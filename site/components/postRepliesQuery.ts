import type { PostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { fetchApprovedReplies } from '../../shared/backend/fediverseReplies.ts'
import type { RowReader } from '../../shared/backend/rowReads.ts'
import { postKeys } from '../../shared/data/posts/keys.ts'
import { defineQuery } from '../../shared/data/queryDefinition.ts'

/**
 * A post's approved replies from the social web, their HTML cleaned as post HTML is. Approving
 * or hiding a reply asks for a new build; until it is live, the content stamp tells a page built
 * before that its replies changed, and they are read again.
 */
export function postRepliesQuery(
  reader: RowReader,
  postId: string,
  loadSanitizer: () => Promise<PostSanitizer>,
) {
  return defineQuery({
    queryKey: postKeys.replies(postId),
    queryFn: async ({ signal }) => {
      const [replies, clean] = await Promise.all([
        fetchApprovedReplies(reader, postId, signal),
        loadSanitizer(),
      ])
      return replies.map((reply) => ({ ...reply, content: clean(reply.content) }))
    },
    sources: ['fediverse_replies'],
  })
}
