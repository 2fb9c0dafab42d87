import type { BlogPost } from '../../shared/backend/posts.ts'
import type { PostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { postKeys } from '../../shared/data/posts/keys.ts'
import { defineQuery } from '../../shared/data/queryDefinition.ts'

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
    queryKey: postKeys.sanitizedBody(post.id, post.updated_at),
    queryFn: async () => (await loadSanitizer())(post.content),
    staleTime: Infinity,
    // Derived from the post's version, which is in the key: a prerendered body stays current.
    sources: [],
  })
}
