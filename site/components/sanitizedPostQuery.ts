import type { BlogPost } from '../../shared/backend/posts.ts'
import type { PostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { defineQuery } from '../../shared/data/queryDefinition.ts'

/** The first key part of cleaned post bodies: derived here, never read from the backend. */
const SANITIZED_POST_KEY = 'sanitized-post'

/**
 * A post's body, cleaned once per version of the post (its `updated_at`). A prerendered page
 * carries the cleaned body it was built with, so while the post is unchanged the browser never
 * needs the cleaner.
 */
export function sanitizedPostQuery(
  post: Pick<BlogPost, 'id' | 'updated_at' | 'content'>,
  loadSanitizer: () => Promise<PostSanitizer>,
) {
  return defineQuery({
    queryKey: [SANITIZED_POST_KEY, post.id, post.updated_at],
    queryFn: async () => (await loadSanitizer())(post.content),
    staleTime: Infinity,
  })
}
