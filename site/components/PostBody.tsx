import { usePageQuery } from '../data/usePageQuery.ts'
import type { BlogPost } from '../../shared/backend/posts.ts'
import { useSite } from '../SiteContext.tsx'
import { sanitizedPostQuery } from './sanitizedPostQuery.ts'

/** The post's HTML, sanitised before it reaches the page. */
export function PostBody({ post }: { post: BlogPost }) {
  const { loadSanitizer } = useSite()
  const body = usePageQuery(sanitizedPostQuery(post, loadSanitizer))
  if (body.isError) {
    return (
      <p className="status-text">There was an error loading this post. Please try again later.</p>
    )
  }
  return (
    <div
      className="post-body"
      aria-busy={body.isPending}
      // Sanitised by sanitizedPostQuery: no scripts, handlers or unsafe links remain.
      dangerouslySetInnerHTML={{ __html: body.data ?? '' }}
    />
  )
}
